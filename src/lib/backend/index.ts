import type { AuthClient, Backend } from "./types";

export * from "./types";

/** Firebase Auth is loaded on first use, so public pages never download it. */
export function loadAuthClient(): Promise<AuthClient> {
  return import("./firebase-auth").then((module) => module.firebaseAuthClient);
}

let backend: Promise<Backend> | undefined;

/**
 * The browser data interface, chosen once from validated config (VITE_BACKEND) and loaded
 * on first use so that no page pays for it before it needs it.
 */
export function loadBackend(): Promise<Backend> {
  backend ??= import("./select-backend").then((module) => module.selectBackend());
  return backend;
}
