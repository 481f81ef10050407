import type { Backend } from "./types";

/**
 * Read from `import.meta.env` (validated by ~/config/env at build time) rather than the parsed env,
 * so the build keeps only the chosen backend: a Firebase build contains no embedded client code.
 */
export async function selectBackend(): Promise<Backend> {
  if (import.meta.env.VITE_BACKEND === "firebase") {
    const { createFirebaseBackend } = await import("./firebase");
    return createFirebaseBackend();
  }
  const { createEmbeddedBackend } = await import("./embedded");
  return createEmbeddedBackend();
}
