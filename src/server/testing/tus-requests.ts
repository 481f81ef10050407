import { bearer, type TestUser } from "~/testing/auth-users";
import { sampleVideo } from "~/testing/sample-videos";

const b64 = (value: string) => Buffer.from(value).toString("base64");

/** A tus creation request; with `firstBytes` it is creation-with-upload (bytes in the POST itself). */
export function createUploadRequest(
  baseUrl: string,
  user: TestUser | null,
  file: { name: string; type: string; size: number },
  firstBytes?: Uint8Array,
): Promise<Response> {
  return fetch(`${baseUrl}/uploads/`, {
    method: "POST",
    headers: {
      ...bearer(user),
      "tus-resumable": "1.0.0",
      "upload-length": String(file.size),
      "upload-metadata": `filename ${b64(file.name)},filetype ${b64(file.type)}`,
      ...(firstBytes ? { "content-type": "application/offset+octet-stream" } : {}),
    },
    body: firstBytes ? new Uint8Array(firstBytes) : undefined,
  });
}

export function patchRequest(
  location: string,
  user: TestUser | null,
  bytes: Uint8Array,
  offset = 0,
): Promise<Response> {
  return fetch(location, {
    method: "PATCH",
    headers: {
      ...bearer(user),
      "tus-resumable": "1.0.0",
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
    },
    body: new Uint8Array(bytes),
  });
}

/**
 * A whole tus upload (create + one PATCH) as the browser's tus client does it; answers the stored
 * file's URL. The bytes default to a real 1 s MP4: the server refuses anything that is not a video.
 */
export async function uploadVideo(
  baseUrl: string,
  user: TestUser,
  file: { name?: string; type?: string; bytes?: Uint8Array } = {},
): Promise<{ url: string; path: string; name: string; size: number }> {
  const bytes = file.bytes ?? sampleVideo();
  const name = file.name ?? "my clip.mp4";
  const created = await createUploadRequest(baseUrl, user, {
    name,
    type: file.type ?? "video/mp4",
    size: bytes.length,
  });
  if (created.status !== 201) throw new Error(`tus create answered ${created.status}: ${await created.text()}`);
  const location = new URL(created.headers.get("location") ?? "", baseUrl).toString();
  const patched = await patchRequest(location, user, bytes);
  if (patched.status !== 204) throw new Error(`tus patch answered ${patched.status}: ${await patched.text()}`);
  return {
    url: patched.headers.get("upload-file-url") ?? "",
    path: patched.headers.get("upload-file-path") ?? "",
    name,
    size: bytes.length,
  };
}

/**
 * Creates an upload and sends it in `chunkSize` PATCHes, one after the other, as the browser's tus
 * client does; answers the last PATCH (whose answer carries the content check's verdict).
 */
export async function uploadInChunks(
  baseUrl: string,
  user: TestUser,
  file: { name: string; type: string; bytes: Uint8Array },
  chunkSize = 4096,
): Promise<{ location: string; last: Response }> {
  const created = await createUploadRequest(baseUrl, user, { ...file, size: file.bytes.length });
  if (created.status !== 201) throw new Error(`tus create answered ${created.status}: ${await created.text()}`);
  const location = new URL(created.headers.get("location") ?? "", baseUrl).toString();
  for (let offset = 0; ; offset += chunkSize) {
    const end = Math.min(offset + chunkSize, file.bytes.length);
    const response = await patchRequest(location, user, file.bytes.subarray(offset, end), offset);
    if (end === file.bytes.length) return { location, last: response };
    if (response.status !== 204) throw new Error(`tus patch answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  }
}
