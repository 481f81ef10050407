// The one door to the emulators: their project and ports, where Google's Firestore emulator comes from, what
// Java each needs, how firebase-tools' emulators start, and the seed. `npm start`, `npm run serve` (and
// Playwright's stack), `npm run test:firebase`, vitest's global setup, the suites' Functions and Storage emulators
// and the bench all start emulators through it.
export { BUCKET, emulatorHost, emulatorPort, freePort, PROJECT_ID, portOpen, REGION, waitForPort } from "./ports.ts";
export { firebaseToolsJavaProblem, javaName, javaSupport } from "./java.ts";
export {
  clearFirestoreEmulator,
  findFirestoreEmulator,
  firestoreAnswers,
  firestoreDatabases,
  startFirestoreEmulator,
} from "./firestore.ts";
export {
  firebaseArgs,
  functionsLoaded,
  helperEmulators,
  startFirebaseTools,
  storageRulesStandIn,
} from "./firebase-tools.ts";
export { stackPreflight } from "./preflight.ts";
export { seedEmulators } from "./seed.ts";
export { descendantsOf, orphansInOwnGroup, processGroup, startEmulatorProject } from "./process-group.ts";
