// What `npm start` and `npm run serve` need before they start anything: Java 11+ and Google's Firestore emulator
// (the gcloud component, Debian's google-cloud-cli-firestore-emulator). Everything else comes with `npm ci`.
import { FIREBASE_TOOLS_JAVA, GCLOUD_JAVA, gcloudFirestoreScript } from "./firestore-emulator.mjs";
import { javaMajorVersion } from "./java-check.mjs";

/**
 * The one message that stops the stack, or null when this machine has what it needs.
 * @param {{ command: string, java: number | null, firestoreScript: string | null }} found
 */
export function preflightProblem({ command, java, firestoreScript }) {
  const missing = [];
  if (java === null) missing.push(`Java ${GCLOUD_JAVA} or newer (there is no \`java\` on PATH)`);
  else if (java < GCLOUD_JAVA) missing.push(`Java ${GCLOUD_JAVA} or newer (this machine has Java ${java})`);
  // firebase-tools runs its own copy on Java 21+ (fetched on first use), so the gcloud component is optional there.
  if (!firestoreScript && !(java !== null && java >= FIREBASE_TOOLS_JAVA)) missing.push("Google's Firestore emulator");
  if (missing.length === 0) return null;
  return [
    `${command} needs Java ${GCLOUD_JAVA}+ and Google's Firestore emulator; missing here: ${missing.join(", ")}.`,
    "Install them, then run it again:",
    "  Debian/Ubuntu:  sudo apt-get install -y google-cloud-cli-firestore-emulator default-jre-headless",
    `  Elsewhere:      gcloud components install cloud-firestore-emulator, and a JDK ${GCLOUD_JAVA}+ (e.g. Temurin)`,
  ].join("\n");
}

/** Looks at this machine (PATH, the Cloud SDK's usual places). */
export function stackPreflight(command) {
  return preflightProblem({ command, java: javaMajorVersion(), firestoreScript: gcloudFirestoreScript() });
}
