import { env } from "~/config/env";
import type { Backend } from "./types";

export async function selectBackend(): Promise<Backend> {
  if (env.VITE_BACKEND === "firebase") {
    throw new Error("The Firebase backend adapters are not built yet; run with VITE_BACKEND=embedded.");
  }
  const { createEmbeddedBackend } = await import("./embedded");
  return createEmbeddedBackend();
}
