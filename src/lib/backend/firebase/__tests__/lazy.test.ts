import { describe, expect, it, vi } from "vitest";
import { createMemoryBackend } from "@testing/app/memory-backend";
import { BackendError, type AdminDataClient, type AuthClient, type UploadsClient } from "../../types";
import { lazyAdminData, lazyAuth, lazyUploads } from "../lazy";

const toError = (error: unknown) => new BackendError(String(error), undefined, "network");

describe("lazily loaded Firebase parts", () => {
  it("loads the admin data client on first use and passes calls through", async () => {
    const memory = createMemoryBackend();
    const load = vi.fn(async () => memory.adminData);
    const client = lazyAdminData(load, toError);
    expect(load).not.toHaveBeenCalled();
    await expect(client.list("brand-signups")).rejects.toMatchObject({ status: 401 });
    expect(load).toHaveBeenCalled();
  });

  it("hands every argument of every call to the loaded client, and its answer back", async () => {
    /** A loaded client whose every method answers what it was called with (and on which object). */
    const recorder = <T extends object>() => {
      const calls: Array<{ name: string; args: unknown[]; self: unknown }> = [];
      const real = new Proxy({} as T, {
        // Not a thenable: the client is what the load's promise answers.
        get: (_target, name) =>
          name === "then"
            ? undefined
            : function (this: unknown, ...args: unknown[]) {
                calls.push({ name: String(name), args, self: this });
                return Promise.resolve({ answered: String(name), args });
              },
      });
      return { real, calls };
    };
    // Four arguments each, more than any method takes: a stand-in that drops one is seen.
    const args = [{ first: 1 }, "second", { third: 3 }, "fourth"];
    const clients = [
      { ...recorder<AdminDataClient>(), lazy: (load: () => Promise<AdminDataClient>) => lazyAdminData(load, toError) },
      { ...recorder<AuthClient>(), lazy: lazyAuth },
      { ...recorder<UploadsClient>(), lazy: lazyUploads },
    ] as const;
    for (const { real, calls, lazy } of clients) {
      const client = (
        lazy as unknown as (load: () => Promise<object>) => Record<string, (...all: unknown[]) => unknown>
      )(async () => real);
      // Subscriptions (their own test below) answer a stop function, not a promise.
      const promised = Object.keys(client).filter((name) => !["watch", "onSessionChange"].includes(name));
      expect(promised.length).toBeGreaterThan(1);
      for (const name of promised) {
        await expect(client[name]!(...args), name).resolves.toEqual({ answered: name, args });
        const call = calls.at(-1);
        expect({ name: call?.name, args: call?.args, onTheClient: call?.self === real }, name).toEqual({
          name,
          args,
          onTheClient: true,
        });
      }
    }
  });

  it("starts a live page once loaded, and never if stopped before", async () => {
    let resolve!: (client: AdminDataClient) => void;
    const watch = vi.fn(() => () => undefined);
    const client = lazyAdminData(() => new Promise<AdminDataClient>((done) => (resolve = done)), toError);
    const stop = client.watch("contact-messages", {}, () => undefined);
    stop();
    resolve({ watch } as unknown as AdminDataClient);
    await new Promise((done) => setTimeout(done, 0));
    expect(watch).not.toHaveBeenCalled();

    const onError = vi.fn();
    lazyAdminData(() => Promise.reject(new Error("chunk failed")), toError).watch(
      "contact-messages",
      {},
      () => undefined,
      onError,
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: "network" })));
  });
});
