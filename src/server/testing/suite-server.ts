import { afterAll, beforeAll } from "vitest";
import { adminUser, anonymousUser, type TestAccount, type TestUser } from "~/testing/auth-users";
import { startMaildevInbox } from "~/testing/maildev-inbox";
import { startTestServer, type TestServer } from "./test-server";

/**
 * What a test file starts once (`beforeAll`) and stops after its tests (`afterAll`), under a name
 * given at module level: `const server = suiteServer();`. Read it inside tests and hooks only:
 * before its `beforeAll` has run there is nothing behind the name yet.
 */
function startedForSuite<T extends object>(start: () => Promise<T>, stop?: (value: T) => Promise<void>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  if (stop) afterAll(() => (started ? stop(started) : undefined));
  return new Proxy({} as T, {
    get(_, key) {
      if (!started) throw new Error("Started in beforeAll: read it inside a test or a hook.");
      const value: unknown = Reflect.get(started, key);
      return typeof value === "function" ? value.bind(started) : value;
    },
  });
}

type ServerOptions = Parameters<typeof startTestServer>[0];

/** The embedded server for this file's tests; options may be read late (an inbox's port). */
export function suiteServer(options?: ServerOptions | (() => ServerOptions)): TestServer {
  return startedForSuite(
    () => startTestServer(typeof options === "function" ? options() : options),
    (server) => server.close(),
  );
}

/** The local mail capture for this file's tests. */
export function suiteInbox(): Awaited<ReturnType<typeof startMaildevInbox>> {
  return startedForSuite(startMaildevInbox, (inbox) => inbox.stop());
}

/** A new admin account for this file's tests. */
export function suiteAdmin(): TestAccount {
  return startedForSuite(() => adminUser());
}

/** A new anonymous account (an applicant) for this file's tests. */
export function suiteApplicant(): TestUser {
  return startedForSuite(anonymousUser);
}
