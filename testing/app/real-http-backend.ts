import { createHttpApiClient } from "~/lib/backend/http-api";

/**
 * `~/lib/backend` as it is, but loading the real HTTP client, which owns the request timeouts and the product's
 * texts: for tests that control `fetch`. A `vi.mock("~/lib/backend", …)` factory imports it and hands it its
 * `importOriginal`.
 */
export async function withRealHttpApi(importOriginal: <Module>() => Promise<Module>) {
  const api = createHttpApiClient({ getIdToken: async () => null });
  return { ...(await importOriginal<object>()), loadBackend: async () => ({ api }) };
}
