export const GCLOUD_JAVA: number;
export const FIREBASE_TOOLS_JAVA: number;
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
export function findFirestoreEmulator(options?: { reuseRunning?: boolean }): Promise<FoundFirestoreEmulator>;
export function portOpen(number: number): Promise<boolean>;
export function freePort(): Promise<number>;
export function startFirestoreEmulator(options?: {
  port?: number;
  rules?: string;
  timeoutMs?: number;
  /** false: always start one (on `port`), even when FIRESTORE_EMULATOR_HOST answers. */
  reuseRunning?: boolean;
}): Promise<RunningFirestoreEmulator>;
export function clearFirestoreEmulator(host: string, projectId?: string): Promise<void>;
export function firestoreDatabases(config?: unknown): string[];
