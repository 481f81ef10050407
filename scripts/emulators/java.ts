// What each emulator needs of Java. Google's Firestore emulator (the gcloud component) runs on Java 11+;
// firebase-tools' own Java emulators (its copy of the Firestore emulator, and the Storage emulator's rules
// runtime) need Java 21+. Below 21 the stacks run Google's Firestore emulator and evaluate storage.rules in
// a JavaScript stand-in (storage-rules-standin.cjs); the Storage rules tests need 21 (`npm run test:firebase`).
import { spawnSync } from "node:child_process";

export const FIRESTORE_JAVA = 11;
export const FIREBASE_TOOLS_JAVA = 21;

export interface JavaSupport {
  /** The major version of `java` on PATH, or null when there is none. */
  major: number | null;
  /** Google's Firestore emulator (the gcloud component) can run. */
  firestore: boolean;
  /** firebase-tools' Java emulators can run: its Firestore copy and the Storage rules runtime. */
  firebaseTools: boolean;
}

/** The major version of `java` on PATH, or null when there is none. */
export function javaMajorVersion(): number | null {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return null;
  // `openjdk version "17.0.15"`, `java version "1.8.0_392"`, `openjdk version "21"`
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** The one Java check: what this machine's Java (or `major`, when given) can run. */
export function javaSupport(major: number | null = javaMajorVersion()): JavaSupport {
  return {
    major,
    firestore: major !== null && major >= FIRESTORE_JAVA,
    firebaseTools: major !== null && major >= FIREBASE_TOOLS_JAVA,
  };
}

/** This machine's Java, as a sentence: "Java 17", "no Java". */
export const javaName = (major: number | null): string => (major === null ? "no Java" : `Java ${major}`);

/** Why firebase-tools' Java emulators cannot run here, in one sentence, or null when they can. */
export function firebaseToolsJavaProblem(java: JavaSupport = javaSupport()): string | null {
  if (java.firebaseTools) return null;
  return `firebase-tools' Firestore and Storage emulators need Java ${FIREBASE_TOOLS_JAVA} or newer; this machine has ${javaName(java.major)} (install a JDK/JRE ${FIREBASE_TOOLS_JAVA}+ and put it first on PATH, or set JAVA_HOME).`;
}
