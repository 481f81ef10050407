import { vi } from "vitest";
import type { Backend, SessionUser } from "~/lib/backend";
import { createEmbeddedBackend } from "~/lib/backend/embedded";
import { createEmbeddedUploads } from "~/lib/backend/embedded/uploads";
import { adminUser, type TestAccount } from "~/testing/auth-users";
import { startTestServer, type TestServer } from "~/server/testing/test-server";
import { pageServedFrom } from "./page-origin";

export interface RealBackend {
  server: TestServer;
  /** The browser's embedded Backend, unchanged, talking to `server`. */
  backend: Backend;
  /** An account with the admin claim in the Auth emulator. */
  admin: TestAccount;
  /** Signs the browser's Firebase client in as `who`: an account, "anonymous", or null for signed out. */
  sessionAs(who: TestAccount | "anonymous" | null): Promise<SessionUser | null>;
  /** Stops running uploads without telling the server, as closing the tab does; the page keeps their resume data. */
  closeTab(): void;
  /** Cuts the live admin streams as a network drop would. */
  dropStreams(): void;
  close(): Promise<void>;
}

/**
 * A real embedded server and the browser's own clients pointed at it, signed in through the
 * real Firebase client SDK against the Auth emulator (so every request carries a real ID token).
 */
export async function startRealBackend(options: { smtpPort?: number } = {}): Promise<RealBackend> {
  const [server, admin] = await Promise.all([startTestServer({ smtpPort: options.smtpPort }), adminUser()]);
  const page = pageServedFrom(server.baseUrl);
  vi.stubGlobal("fetch", page.fetch);
  vi.stubGlobal("EventSource", page.EventSource);
  const embedded = createEmbeddedBackend();
  const backend: Backend = {
    ...embedded,
    // The same client with the page's tus Upload, which can read a File in Node.
    uploads: createEmbeddedUploads({ getIdToken: () => embedded.auth.getIdToken(), Upload: page.Upload }),
  };

  return {
    server,
    backend,
    admin,
    closeTab: page.closeTab,
    dropStreams: page.dropStreams,
    async sessionAs(who) {
      await backend.auth.signOut();
      if (who === null) return null;
      if (who === "anonymous") return backend.auth.signInAnonymously();
      return backend.auth.signInWithEmail(who.email, who.password);
    },
    async close() {
      await backend.auth.signOut();
      vi.unstubAllGlobals();
      await server.close();
    },
  };
}
