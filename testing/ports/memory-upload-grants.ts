import type { UploadGrant, UploadGrants } from "@functions/core/handlers/open-upload";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The grants and their caps in memory, counted as the Firestore adapter counts them (per UTC day, and
 * everyone together per UTC hour), with each uid's upload pass and the human-check tokens taken.
 */
export function memoryUploadGrants(): UploadGrants & { grants: Map<string, UploadGrant> } {
  const grants = new Map<string, UploadGrant>();
  const counts = new Map<string, number>();
  const passes = new Map<string, { remaining: number; expiresAt: number }>();
  const tokensTaken = new Set<string>();
  return {
    grants,
    async open(grant, caps, { clientKey, now, humanCheck }) {
      const ms = now.getTime();
      const day = Math.floor(ms / DAY_MS);
      const counters = [
        { key: `uid ${grant.uid} ${day}`, limit: caps.perUidPerDay, outcome: "uid-cap" },
        { key: `client ${clientKey} ${day}`, limit: caps.perClientPerDay, outcome: "client-cap" },
        { key: `everyone ${Math.floor(ms / HOUR_MS)}`, limit: caps.everyonePerHour, outcome: "ceiling" },
      ] as const;
      if (grants.has(grant.path)) return "exists";
      if (humanCheck.passed && humanCheck.tokenHash && tokensTaken.has(humanCheck.tokenHash)) return "replayed";
      const held = passes.get(grant.uid);
      const pass = humanCheck.passed
        ? { remaining: caps.sessionsPerHumanCheck, expiresAt: ms + caps.humanCheckLifetimeMs }
        : held && held.expiresAt > ms && held.remaining > 0
          ? held
          : null;
      if (!pass) return "unchecked";
      const over = counters.find((counter) => (counts.get(counter.key) ?? 0) >= counter.limit);
      if (over) return over.outcome;
      for (const counter of counters) counts.set(counter.key, (counts.get(counter.key) ?? 0) + 1);
      if (humanCheck.passed && humanCheck.tokenHash) tokensTaken.add(humanCheck.tokenHash);
      passes.set(grant.uid, { ...pass, remaining: pass.remaining - 1 });
      grants.set(grant.path, grant);
      return "granted";
    },
    async consume(uid, objectName) {
      grants.delete(`creator-uploads/${uid}/${objectName}`);
    },
  };
}
