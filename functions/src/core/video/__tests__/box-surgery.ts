/** Small edits of real sample files, to make the broken and forged files the probe must refuse. */

export interface TopLevelBox {
  type: string;
  start: number;
  size: number;
}

/** The top-level boxes of a well-formed file (32-bit sizes, as ffmpeg writes small files). */
export function topLevelBoxes(bytes: Uint8Array): TopLevelBox[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: TopLevelBox[] = [];
  for (let start = 0; start < bytes.byteLength;) {
    const size = view.getUint32(start);
    boxes.push({ type: String.fromCharCode(...bytes.subarray(start + 4, start + 8)), start, size });
    start += size;
  }
  return boxes;
}

export function boxOf(bytes: Uint8Array, type: string): TopLevelBox {
  const found = topLevelBoxes(bytes).find((box) => box.type === type);
  if (!found) throw new Error(`no ${type} box`);
  return found;
}

export function bytesOf(bytes: Uint8Array, box: TopLevelBox): Uint8Array {
  return bytes.slice(box.start, box.start + box.size);
}

/** Where the first box of `type` starts, at any depth (by its four letters). */
export function offsetOfType(bytes: Uint8Array, type: string): number {
  const at = Buffer.from(bytes).indexOf(type, 0, "latin1");
  if (at < 4) throw new Error(`no ${type} box`);
  return at - 4;
}

export function withUint32(bytes: Uint8Array, offset: number, value: number): Uint8Array {
  const copy = bytes.slice();
  new DataView(copy.buffer).setUint32(offset, value);
  return copy;
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts));
}

/** A box with a 32-bit size, or with `largesize` (size field 1) when `large`. */
export function makeBox(type: string, payload: Uint8Array, { large = false } = {}): Uint8Array {
  const headerSize = large ? 16 : 8;
  const header = new Uint8Array(headerSize);
  const view = new DataView(header.buffer);
  view.setUint32(0, large ? 1 : headerSize + payload.byteLength);
  header.set(Buffer.from(type, "latin1"), 4);
  if (large) view.setBigUint64(8, BigInt(headerSize + payload.byteLength));
  return concatBytes(header, payload);
}
