import { describe, expect, it } from "vitest";
import { afterFailure, FIRST_CHUNK_BYTES, MAX_CHUNK_BYTES, MIN_CHUNK_BYTES, nextChunkSize } from "../chunk-size";

const KiB = 1024;
const MiB = 1024 * KiB;

describe("adaptive chunk size", () => {
  it("starts at 256 KiB", () => {
    expect(FIRST_CHUNK_BYTES).toBe(256 * KiB);
  });

  it("stays at 256 KiB on a 150 KB/s uplink (about 1.7 s a chunk)", () => {
    expect(nextChunkSize(256 * KiB, 256 * KiB, (256 * KiB) / 150)).toBe(MIN_CHUNK_BYTES);
  });

  it("aims at one second's worth of bytes in whole 256 KiB", () => {
    // 3 MiB/s: 1 MiB took a third of a second.
    expect(nextChunkSize(1 * MiB, 1 * MiB, 1000 / 3)).toBe(3 * MiB);
    expect(nextChunkSize(4 * MiB, 4 * MiB, 1000)).toBe(4 * MiB);
    expect(nextChunkSize(4 * MiB, 1.1 * MiB, 1000) % MIN_CHUNK_BYTES).toBe(0);
  });

  it("grows at most fourfold per chunk, up to 256 MiB on a fast link", () => {
    let size = FIRST_CHUNK_BYTES;
    const sizes = [];
    // Loopback: every chunk takes about 5 ms however big.
    for (let chunk = 0; chunk < 7; chunk += 1) {
      size = nextChunkSize(size, size, 5);
      sizes.push(size / MiB);
    }
    expect(sizes).toEqual([1, 4, 16, 64, 256, 256, 256]);
    expect(size).toBe(MAX_CHUNK_BYTES);
  });

  it("shrinks at once when the link slows, never below 256 KiB", () => {
    expect(nextChunkSize(64 * MiB, 64 * MiB, 32_000)).toBe(2 * MiB);
    expect(nextChunkSize(64 * MiB, 64 * MiB, 10 * 60_000)).toBe(MIN_CHUNK_BYTES);
  });

  it("keeps the size when nothing was measured, and halves it after a failure", () => {
    expect(nextChunkSize(8 * MiB, 0, 100)).toBe(8 * MiB);
    expect(afterFailure(8 * MiB)).toBe(4 * MiB);
    expect(afterFailure(MIN_CHUNK_BYTES)).toBe(MIN_CHUNK_BYTES);
  });
});
