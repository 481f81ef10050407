const MIB = 1024 * 1024;

/**
 * Recognises the same video when it is picked again (after a reload or a closed tab): its name, its
 * size and a SHA-256 of its first and last MiB. Names alone collide ("IMG_0001.MOV" on every phone);
 * hashing two MiB stays instant even for a 1 GB file, where hashing it all would take seconds.
 */
export async function fileFingerprint(file: File): Promise<string> {
  const head = file.slice(0, Math.min(MIB, file.size));
  // The tail starts after the head, so small files are hashed once, whole.
  const tail = file.slice(Math.max(MIB, file.size - MIB), file.size);
  const [headBytes, tailBytes] = await Promise.all([bytesOf(head), bytesOf(tail)]);
  const sampled = new Uint8Array(headBytes.length + tailBytes.length);
  sampled.set(headBytes);
  sampled.set(tailBytes, headBytes.length);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", sampled));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${file.size}:${hex}:${file.name}`;
}

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}
