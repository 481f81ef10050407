// The official Firestore and Storage emulators need Java 21 or newer (firebase-tools 15 refuses older).
import { spawnSync } from "node:child_process";

export const REQUIRED_JAVA = 21;

/** The major version of `java` on PATH, or null when there is none. */
export function javaMajorVersion() {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return null;
  // `openjdk version "17.0.15"`, `java version "1.8.0_392"`, `openjdk version "21"`
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** What is missing for the official emulators, in one sentence, or null when Java is fine. */
export function javaProblem() {
  const major = javaMajorVersion();
  if (major === null) {
    return `Java is not installed: the Firestore and Storage emulators need Java ${REQUIRED_JAVA} or newer (e.g. \`sudo apt-get install -y openjdk-${REQUIRED_JAVA}-jre-headless\`, or Temurin ${REQUIRED_JAVA}).`;
  }
  if (major < REQUIRED_JAVA) {
    return `Java ${major} is installed, but the Firestore and Storage emulators need Java ${REQUIRED_JAVA} or newer (install a JDK/JRE ${REQUIRED_JAVA}+ and put it first on PATH, or set JAVA_HOME).`;
  }
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = javaProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`Java ${javaMajorVersion()} found.`);
}
