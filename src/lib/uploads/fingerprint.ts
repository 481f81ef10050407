const MIB = 1024 * 1024;

/**
 * Recognises the same video when it is picked again (after a reload or a closed tab): a SHA-256 of
 * its name, its size and its first and last MiB. Names alone collide ("IMG_0001.MOV" on every
 * phone); hashing two MiB stays instant even for a 1 GB file, where hashing it all would take
 * seconds. Only the hash is stored, so a shared computer's storage does not list file names.
 */
export async function fileFingerprint(file: File): Promise<string> {
  const label = new TextEncoder().encode(`${file.name}\u0000${file.size}\u0000`);
  const head = file.slice(0, Math.min(MIB, file.size));
  // The tail starts after the head, so small files are hashed once, whole.
  const tail = file.slice(Math.max(MIB, file.size - MIB), file.size);
  const [headBytes, tailBytes] = await Promise.all([bytesOf(head), bytesOf(tail)]);
  const sampled = new Uint8Array(label.length + headBytes.length + tailBytes.length);
  sampled.set(label);
  sampled.set(headBytes, label.length);
  sampled.set(tailBytes, label.length + headBytes.length);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", sampled));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}
