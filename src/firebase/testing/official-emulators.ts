import { javaProblem } from "../../../scripts/java-check.mjs";

export interface OfficialEmulators {
  /** `host:port` of Google's Firestore emulator, when it answers. */
  firestore: string | null;
  /** `host:port` of the Storage emulator, when it answers. */
  storage: string | null;
  /** Why the official-emulator suites are skipped on this machine; null when both answer. */
  skipReason: string | null;
}

/** Google's Firestore emulator answers "Ok" over plain HTTP; the Node one speaks only gRPC. */
async function answers(host: string | undefined, path: string): Promise<boolean> {
  if (!host) return false;
  try {
    const response = await fetch(`http://${host}${path}`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

const HOW_TO_RUN =
  "`npm run test:firebase` on a machine with Java 21+ and internet for the first download (CI: .github/workflows/firebase-emulators.yml)";

/**
 * The official Firestore and Storage emulators, as `firebase emulators:exec` announces them
 * (FIRESTORE_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST). When they are not there, the reason is
 * spelled out so the skipped suites say why (docs/decisions/0001-backends.md: never silently green).
 */
export async function officialEmulators(): Promise<OfficialEmulators> {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const firestore = (await answers(firestoreHost, "/")) ? firestoreHost! : null;
  const storage = (await answers(storageHost, "/")) ? storageHost! : null;
  if (firestore && storage) return { firestore, storage, skipReason: null };
  const missing = [!firestore && "Firestore", !storage && "Storage"].filter(Boolean).join(" and ");
  const why =
    javaProblem() ?? `the official ${missing} emulator is not running (started by \`firebase emulators:exec\`)`;
  return {
    firestore,
    storage,
    skipReason: `official ${missing} emulator not reachable: ${why} To run them: ${HOW_TO_RUN}.`,
  };
}

/** Prints the reason once per suite, so a skipped suite is visible in the run's output. */
export function announceSkip(suite: string, reason: string | null): void {
  if (reason) console.warn(`[skipped] ${suite}: ${reason}`);
}
