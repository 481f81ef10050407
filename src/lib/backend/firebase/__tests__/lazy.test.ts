import { describe, expect, it, vi } from "vitest";
import { createMemoryBackend } from "@testing/app/memory-backend";
import { BackendError, type AdminDataClient } from "../../types";
import { lazyAdminData } from "../lazy";

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
