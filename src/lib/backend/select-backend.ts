import type { Backend } from "./types";

/** The Firebase client, loaded on first use so that no page pays for it before it needs it. */
export async function selectBackend(): Promise<Backend> {
  const { createFirebaseBackend } = await import("./firebase");
  return createFirebaseBackend();
}
