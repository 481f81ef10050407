import type { UploadGrant, UploadGrants } from "../handlers/open-upload";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The grants and their caps in memory, counted as the Firestore adapter counts them (per UTC day). */
export function memoryUploadGrants(): UploadGrants & { grants: Map<string, UploadGrant> } {
  const grants = new Map<string, UploadGrant>();
  const counts = new Map<string, number>();
  return {
    grants,
    async open(grant, caps, { clientKey, now }) {
      const ms = now.getTime();
      const counters = [
        { key: `uid ${grant.uid} ${Math.floor(ms / DAY_MS)}`, limit: caps.perUidPerDay, outcome: "uid-cap" },
        { key: `client ${clientKey} ${Math.floor(ms / DAY_MS)}`, limit: caps.perClientPerDay, outcome: "client-cap" },
        { key: `everyone ${Math.floor(ms / DAY_MS)}`, limit: caps.everyonePerDay, outcome: "ceiling" },
      ] as const;
      if (grants.has(grant.path)) return "exists";
      const over = counters.find((counter) => (counts.get(counter.key) ?? 0) >= counter.limit);
      if (over) return over.outcome;
      for (const counter of counters) counts.set(counter.key, (counts.get(counter.key) ?? 0) + 1);
      grants.set(grant.path, grant);
      return "granted";
    },
    async consume(uid, objectName) {
      grants.delete(`creator-uploads/${uid}/${objectName}`);
    },
  };
}
