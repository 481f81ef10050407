import { describe, expect, it } from "vitest";
import { fileFingerprint } from "../fingerprint";

const MIB = 1024 * 1024;

/** A file of `size` bytes, all `fill`, with `changes` (offset → byte) applied. */
function clip(size: number, { name = "IMG_0001.MOV", fill = 1, changes = {} as Record<number, number> } = {}) {
  const bytes = new Uint8Array(size).fill(fill);
  for (const [offset, value] of Object.entries(changes)) bytes[Number(offset)] = value;
  return new File([bytes], name, { type: "video/quicktime" });
}

describe("file fingerprint", () => {
  it("is the same for the same file picked again", async () => {
    expect(await fileFingerprint(clip(3 * MIB))).toBe(await fileFingerprint(clip(3 * MIB)));
  });

  it("differs for files of the same name and size whose content differs at the start or the end", async () => {
    const original = await fileFingerprint(clip(3 * MIB));
    expect(await fileFingerprint(clip(3 * MIB, { changes: { 10: 9 } }))).not.toBe(original);
    expect(await fileFingerprint(clip(3 * MIB, { changes: { [3 * MIB - 1]: 9 } }))).not.toBe(original);
    expect(await fileFingerprint(clip(3 * MIB, { fill: 2 }))).not.toBe(original);
  });

  it("differs by name and by size, and stores no file name", async () => {
    const original = await fileFingerprint(clip(2 * MIB));
    expect(original).toMatch(/^[0-9a-f]{64}$/);
    expect(await fileFingerprint(clip(2 * MIB, { name: "IMG_0002.MOV" }))).not.toBe(original);
    expect(await fileFingerprint(clip(2 * MIB + 1))).not.toBe(original);
  });

  it("covers small files whole", async () => {
    expect(await fileFingerprint(clip(100))).not.toBe(await fileFingerprint(clip(100, { changes: { 99: 0 } })));
    expect(await fileFingerprint(clip(0))).toBe(await fileFingerprint(clip(0)));
  });
});
