import { afterAll, beforeEach } from "vitest";
import { firestoreAnswers, javaName, javaSupport } from "../../scripts/emulators/index.ts";
import { readEnv } from "../../scripts/env.ts";

export interface OfficialEmulators {
  /** `host:port` of Google's Firestore emulator, when it answers. */
  firestore: string | null;
  /** `host:port` of firebase-tools' Storage emulator with its rules runtime, when it answers. */
  storage: string | null;
  /** Why the Firestore suites are skipped on this machine; null when Firestore answers. */
  firestoreSkipReason: string | null;
  /** Why the Storage suites (storage.rules, the Storage adapter on the full emulator) are skipped. */
  storageSkipReason: string | null;
  /** Why a suite that needs both is skipped; null when both answer. */
  skipReason: string | null;
}

/** The Storage emulator answers plain HTTP on `/`. */
async function answers(host: string | undefined): Promise<boolean> {
  if (!host) return false;
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

function storageProblem(): string {
  const java = javaSupport();
  const why = !java.firebaseTools
    ? `its rules runtime (cloud-storage-rules-runtime, a JAR firebase-tools downloads) needs Java 21+ and a download; this machine has ${javaName(java.major)}`
    : "it is not running (FIREBASE_STORAGE_EMULATOR_HOST is not set or does not answer)";
  return `firebase-tools' Storage emulator with storage.rules cannot run here: ${why}. Run \`npm run test:firebase\` on a machine with Java 21+ (CI: .github/workflows/firebase-emulators.yml).`;
}

/**
 * The official emulators the Firebase suites use: Google's Firestore emulator, which the server
 * project's global setup starts (testing/emulators/global-setup.ts, scripts/emulators/),
 * and firebase-tools' Storage emulator with its Java rules runtime, which only `firebase
 * emulators:exec` on Java 21+ provides. Each says why it is absent, so a skipped suite is never
 * silently green (docs/decisions/0001-backends.md).
 */
export async function officialEmulators(): Promise<OfficialEmulators> {
  const running = readEnv();
  const firestoreHost = running.FIRESTORE_EMULATOR_HOST;
  const storageHost = running.FIREBASE_STORAGE_EMULATOR_HOST;
  const firestore = (await firestoreAnswers(firestoreHost)) ? firestoreHost! : null;
  const storage = (await answers(storageHost)) ? storageHost! : null;
  const firestoreSkipReason = firestore
    ? null
    : (running.FIRESTORE_EMULATOR_UNAVAILABLE ??
      `Google's Firestore emulator does not answer${firestoreHost ? ` at ${firestoreHost}` : ""} (the vitest server project starts it: scripts/emulators/).`);
  // CI has Google's Firestore emulator (.ci/run installs it): a run without it must fail, not go green skipped.
  if (firestoreSkipReason && running.CI) throw new Error(firestoreSkipReason);
  const storageSkipReason = storage ? null : storageProblem();
  return {
    firestore,
    storage,
    firestoreSkipReason,
    storageSkipReason,
    skipReason: firestoreSkipReason ?? storageSkipReason,
  };
}

/** Prints the reason once per suite, so a skipped suite is visible in the run's output. */
export function announceSkip(suite: string, reason: string | null): void {
  if (reason) console.warn(`[skipped] ${suite}: ${reason}`);
}

/**
 * Prints where a suite runs, and once the file is done how many of its tests ran there, so the run's
 * output gives the counts per emulator. Call it at the top level of a test file.
 */
export function announceRun(suite: string, where: string): void {
  let ran = 0;
  beforeEach(() => {
    ran += 1;
  });
  afterAll(() => {
    console.log(`[ran] ${suite}: ${ran} test${ran === 1 ? "" : "s"} on ${where}`);
  });
}
