import type { AuthClient, Backend } from "./types";

export * from "./types";

let backend: Promise<Backend> | undefined;
let installed: Backend | undefined;

/** Firebase Auth is loaded on first use, so public pages never download it. */
export function loadAuthClient(): Promise<AuthClient> {
  if (installed) return Promise.resolve(installed.auth);
  return import("./firebase-auth").then((module) => module.firebaseAuthClient);
}

/**
 * The browser data interface (the Firebase client), loaded
 * on first use so that no page pays for it before it needs it.
 */
export function loadBackend(): Promise<Backend> {
  if (installed) return Promise.resolve(installed);
  backend ??= import("./firebase").then((module) => module.createFirebaseBackend());
  return backend;
}

/**
 * Makes `loadBackend()` and `loadAuthClient()` answer `replacement` until the returned function
 * is called. Component tests install an in-memory backend this way (testing/app/memory-backend.ts).
 */
export function installBackend(replacement: Backend): () => void {
  installed = replacement;
  return () => {
    if (installed === replacement) installed = undefined;
  };
}
