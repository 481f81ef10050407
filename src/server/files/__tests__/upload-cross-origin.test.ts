import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymousUser, bearer } from "~/testing/auth-users";
import { startTestServer, type TestServer } from "../../testing/test-server";

/**
 * The site reaches /uploads/ from its own origin (Vite's dev proxy, or the embedded server
 * serving the build), so it needs no CORS. Answering CORS for any origin lets a page on another
 * site, in the developer's browser, mint anonymous accounts at the Auth emulator (which allows
 * every origin) and upload with each, past the per-uid quota.
 */

const EVIL = "https://evil.example";
const b64 = (value: string) => Buffer.from(value).toString("base64");

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const allowsEvil = (response: Response) => {
  const allowed = response.headers.get("access-control-allow-origin");
  return allowed === "*" || allowed === EVIL;
};

describe("uploads refuse other sites' pages", () => {
  it("does not let another origin's preflight through", async () => {
    const preflight = await fetch(`${server.baseUrl}/uploads/`, {
      method: "OPTIONS",
      headers: {
        origin: EVIL,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,tus-resumable,upload-length,upload-metadata",
      },
    });
    expect(allowsEvil(preflight)).toBe(false);
  });

  it("does not let another origin read the answer to an upload it started", async () => {
    const visitor = await anonymousUser();
    const created = await fetch(`${server.baseUrl}/uploads/`, {
      method: "POST",
      headers: {
        origin: EVIL,
        ...bearer(visitor),
        "tus-resumable": "1.0.0",
        "upload-length": "1000",
        "upload-metadata": `filename ${b64("clip.mp4")},filetype ${b64("video/mp4")}`,
      },
    });
    await created.body?.cancel();
    expect(allowsEvil(created)).toBe(false);
  });
});
