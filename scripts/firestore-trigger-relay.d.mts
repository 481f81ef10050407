export function documentCreatedEvent(projectId: string, documentPath: string): Record<string, string>;
export function startFirestoreTriggerRelay(options: {
  firestoreHost: string;
  projectId: string;
  collection: string;
  deliver: (documentPath: string) => unknown;
  intervalMs?: number;
}): { stop(): void };
export function postToFunctionsEmulator(options: {
  functionsOrigin: string;
  projectId: string;
  name: string;
}): (documentPath: string) => Promise<void>;
