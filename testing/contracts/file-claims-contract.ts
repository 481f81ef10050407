import { afterEach, beforeEach, describe, expect } from "vitest";
import { contractCase, type ContractOptions } from "./contract-case";
import type { FileStoreHarness } from "./file-store-contract";

/** Claims (a file belongs to one application): the behaviour every FileStore adapter must have. */
export function describeFileClaimsContract(
  name: string,
  setup: () => Promise<FileStoreHarness> | FileStoreHarness,
  options: ContractOptions = {},
) {
  describe(`FileStore claims contract: ${name}`, () => {
    const it = contractCase(options);
    const path = "creator-uploads/uid-1/1700000000000-clip.mp4";
    let harness: FileStoreHarness;
    beforeEach(async () => {
      harness = await setup();
      await harness.put(path, { bytes: new Uint8Array(10), contentType: "video/mp4", ownerUid: "uid-1" });
    });
    afterEach(async () => {
      await harness.cleanup?.();
    });

    it("gives a file to the first application only, and again to the same one", async () => {
      const { store } = harness;
      expect(await store.claim(path, "application-1")).toBe("claimed");
      expect(await store.claim(path, "application-2")).toBe("taken");
      expect(await store.claim(path, "application-1")).toBe("claimed");
      expect(await store.claim("creator-uploads/uid-1/1700000000001-gone.mp4", "application-1")).toBe("missing");
    });

    it("answers with a claim what stat answers of the version claimed, and nothing unless claimed", async () => {
      const { store } = harness;
      const claimed = await store.claimWithInfo(path, "application-1");
      expect(claimed).toEqual({ outcome: "claimed", info: await store.stat(path) });
      expect(claimed.info).toMatchObject({ size: 10, contentType: "video/mp4", ownerUid: "uid-1" });
      expect(await store.claimWithInfo(path, "application-2")).toEqual({ outcome: "taken", info: null });
      expect(await store.claimHolder(path)).toMatchObject({ applicationId: "application-1" });
      const gone = "creator-uploads/uid-1/1700000000001-gone.mp4";
      expect(await store.claimWithInfo(gone, "application-1")).toEqual({ outcome: "missing", info: null });
    });

    it("lets exactly one of many simultaneous claims win", async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, (_, index) => harness.store.claim(path, `application-${index}`)),
      );
      expect(outcomes.filter((outcome) => outcome === "claimed")).toHaveLength(1);
    });

    it("frees a file on release by its own application only", async () => {
      const { store } = harness;
      await store.claim(path, "application-1");
      await store.release(path, "application-2");
      expect(await store.claim(path, "application-2")).toBe("taken");
      await store.release(path, "application-1");
      expect(await store.claim(path, "application-2")).toBe("claimed");
      expect(await store.stat(path)).toMatchObject({ size: 10, ownerUid: "uid-1" });
    });

    it("names the holder and its claim's stamp, which claiming again renews", async () => {
      const { store } = harness;
      expect(await store.claimHolder(path)).toBeNull();
      await store.claim(path, "application-1", "2026-01-01T00:00:00.000Z");
      expect(await store.claimHolder(path)).toEqual({
        applicationId: "application-1",
        claimedAt: "2026-01-01T00:00:00.000Z",
      });
      expect(await store.claim(path, "application-1", "2026-01-01T00:05:00.000Z")).toBe("claimed");
      expect(await store.claimHolder(path)).toEqual({
        applicationId: "application-1",
        claimedAt: "2026-01-01T00:05:00.000Z",
      });
      await store.release(path, "application-1");
      expect(await store.claimHolder(path)).toBeNull();
    });

    it("does not release a claim renewed since the release was decided (its stamp moved)", async () => {
      const { store } = harness;
      await store.claim(path, "application-1", "2026-01-01T00:00:00.000Z");
      await store.claim(path, "application-1", "2026-01-01T00:05:00.000Z");
      await store.release(path, "application-1", "2026-01-01T00:00:00.000Z");
      expect(await store.claim(path, "application-2")).toBe("taken");
      await store.release(path, "application-1", "2026-01-01T00:05:00.000Z");
      expect(await store.claim(path, "application-2")).toBe("claimed");
    });
  });
}
