export interface FoundFirestoreEmulator {
  via: "running" | "firebase-tools" | "gcloud" | null;
  host?: string;
  script?: string;
  reason?: string;
}
export interface RunningFirestoreEmulator {
  host: string;
  via: "running" | "firebase-tools" | "gcloud";
  stop(): Promise<void>;
}
export function firestoreAnswers(host: string | undefined): Promise<boolean>;
export function gcloudFirestoreScript(): string | null;
export function findFirestoreEmulator(): Promise<FoundFirestoreEmulator>;
export function freePort(): Promise<number>;
export function startFirestoreEmulator(options?: {
  port?: number;
  rules?: string;
  timeoutMs?: number;
}): Promise<RunningFirestoreEmulator>;
export function clearFirestoreEmulator(host: string, projectId?: string): Promise<void>;
