// What `npm start` and `npm run serve` need before they start anything: Java 11+ and Google's Firestore emulator
// (the gcloud component, Debian's google-cloud-cli-firestore-emulator). Everything else comes with `npm ci`.
import { gcloudFirestoreScript } from "./firestore.ts";
import { FIRESTORE_JAVA, javaMajorVersion, javaSupport } from "./java.ts";

/** The one message that stops the stack, or null when this machine has what it needs. */
export function preflightProblem({
  command,
  java,
  firestoreScript,
}: {
  command: string;
  java: number | null;
  firestoreScript: string | null;
}): string | null {
  const support = javaSupport(java);
  const missing: string[] = [];
  if (java === null) missing.push(`Java ${FIRESTORE_JAVA} or newer (there is no \`java\` on PATH)`);
  else if (!support.firestore) missing.push(`Java ${FIRESTORE_JAVA} or newer (this machine has Java ${java})`);
  // firebase-tools runs its own copy on Java 21+ (fetched on first use), so the gcloud component is optional there.
  if (!firestoreScript && !support.firebaseTools) missing.push("Google's Firestore emulator");
  if (missing.length === 0) return null;
  return [
    `${command} needs Java ${FIRESTORE_JAVA}+ and Google's Firestore emulator; missing here: ${missing.join(", ")}.`,
    "Install them, then run it again:",
    "  Debian/Ubuntu:  sudo apt-get install -y google-cloud-cli-firestore-emulator default-jre-headless",
    `  Elsewhere:      gcloud components install cloud-firestore-emulator, and a JDK ${FIRESTORE_JAVA}+ (e.g. Temurin)`,
  ].join("\n");
}

/** Looks at this machine (PATH, the Cloud SDK's usual places). */
export function stackPreflight(command: string): string | null {
  return preflightProblem({ command, java: javaMajorVersion(), firestoreScript: gcloudFirestoreScript() });
}
