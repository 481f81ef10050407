// Firestore "document created" events for the functions, on this machine.
//
// Google's Firestore emulator runs outside firebase-tools here (scripts/emulators/), so
// firebase-tools registers no Firestore trigger with it: the Functions emulator loads `sendOutboxMail`
// but says "function ignored because the firestore emulator does not exist or is not running", and no
// event would ever reach it. This relay stands in for Firestore's event delivery: it watches one
// collection (a read every `intervalMs`, with the emulator's owner token, which passes the rules) and
// hands each new document to `deliver` once, as the CloudEvent a deployed trigger gets (without the
// document's data: the trigger reads the document itself).
import { randomUUID } from "node:crypto";
import { REGION } from "./emulators/ports.ts";

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The CloudEvent Firestore sends a v2 `onDocumentCreated` trigger for `documentPath`, without data. */
export function documentCreatedEvent(projectId: string, documentPath: string): Record<string, string> {
  return {
    specversion: "1.0",
    id: randomUUID(),
    source: `//firestore.googleapis.com/projects/${projectId}/databases/(default)`,
    type: "google.cloud.firestore.document.v1.created",
    time: new Date().toISOString(),
    subject: `documents/${documentPath}`,
    project: projectId,
    location: REGION,
    database: "(default)",
    namespace: "(default)",
    document: documentPath,
  };
}

/**
 * Watches `collection` on the Firestore emulator at `firestoreHost` and calls `deliver(documentPath)`
 * once for each document that appears (the ones already there when it starts included). Returns `stop`.
 */
export function startFirestoreTriggerRelay({
  firestoreHost,
  projectId,
  collection,
  deliver,
  intervalMs = 200,
}: {
  firestoreHost: string;
  projectId: string;
  collection: string;
  deliver: (documentPath: string) => unknown;
  intervalMs?: number;
}): { stop(): void } {
  const seen = new Set<string>();
  const url = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/${collection}?pageSize=300`;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = async () => {
    try {
      const response = await fetch(url, { headers: { authorization: "Bearer owner" } });
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
      const body = (await response.json()) as { documents?: Array<{ name: string }> };
      const present = new Set<string>();
      for (const { name } of body.documents ?? []) {
        const path = name.slice(name.indexOf("/documents/") + "/documents/".length);
        present.add(path);
        if (seen.has(path)) continue;
        seen.add(path);
        // Each delivery on its own: one slow or failing send holds back no other.
        void Promise.resolve(deliver(path)).catch((error: unknown) =>
          console.error(`[trigger relay] ${path}: ${messageOf(error)}`),
        );
      }
      // A document deleted and made again under the same id is a new one.
      for (const path of seen) if (!present.has(path)) seen.delete(path);
    } catch (error) {
      if (!stopped) console.error(`[trigger relay] reading ${collection}: ${messageOf(error)}`);
    }
    if (!stopped) timer = setTimeout(poll, intervalMs);
  };
  void poll();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * A `deliver` for the relay that posts the event to the event-triggered function `name` of the
 * Functions emulator at `functionsOrigin` (its background-trigger route; the trigger's key, which
 * carries a load generation, is read from the emulator's list of functions).
 */
export function postToFunctionsEmulator({
  functionsOrigin,
  projectId,
  name,
}: {
  functionsOrigin: string;
  projectId: string;
  name: string;
}): (documentPath: string) => Promise<void> {
  const route = (key: string) => `${functionsOrigin}/functions/projects/${projectId}/triggers/${key}`;
  let key: string | null = null;
  const findKey = async () => {
    // An unknown key is answered 404 with the list of the keys it has.
    const response = await fetch(route("-"), { method: "POST" });
    const listed = /valid functions are: (.*)$/s.exec(await response.text())?.[1] ?? "";
    const found = listed
      .split(", ")
      .map((candidate) => candidate.trim())
      .find((candidate) => new RegExp(`(^|-)${name}-\\d+$`).test(candidate));
    if (!found) throw new Error(`The Functions emulator has no ${name} trigger`);
    return found;
  };
  return async (documentPath: string) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      key ??= await findKey();
      const response = await fetch(route(key), {
        method: "POST",
        headers: { "content-type": "application/cloudevents+json" },
        body: JSON.stringify(documentCreatedEvent(projectId, documentPath)),
      });
      await response.body?.cancel();
      // The functions were reloaded (npm start rebuilds them): their keys changed.
      if (response.status === 404) {
        key = null;
        continue;
      }
      if (!response.ok) throw new Error(`${name} answered ${response.status}`);
      return;
    }
  };
}
