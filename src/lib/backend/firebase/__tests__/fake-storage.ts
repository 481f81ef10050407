import { StorageNetworkError, type StorageRequest, type StorageResponse } from "../storage-http";

export const ORIGIN = "https://storage.test";
export const BUCKET = "ugc-test.appspot.com";

interface Session {
  name: string;
  contentType: string;
  size: number;
  bytes: number[];
  final: boolean;
}

type Trouble = "network" | "hang" | number;

const answer = (status: number, headers: Record<string, string> = {}, text = ""): StorageResponse => ({
  status,
  text,
  header: (name) => Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null,
});

function meetTrouble(request: StorageRequest, trouble: Trouble): Promise<StorageResponse> | StorageResponse {
  if (trouble === "network") throw new StorageNetworkError("Network error");
  if (trouble === "hang") {
    request.onSent?.(1);
    return new Promise((_, reject) =>
      request.signal?.addEventListener("abort", () => reject(new StorageNetworkError("Aborted"))),
    );
  }
  return answer(trouble, { "X-Goog-Upload-Status": "final" });
}

/**
 * Firebase Storage's resumable protocol in memory, as storage-session.ts speaks it, with a way to
 * make the next requests fail, hang or be refused.
 */
export function fakeStorage() {
  const sessions = new Map<string, Session>();
  const objects = new Map<string, { bytes: number[]; contentType: string; token: string }>();
  const requests: StorageRequest[] = [];
  const troubles: Array<{ command: string; trouble: Trouble }> = [];
  let nextId = 0;

  const commandOf = (request: StorageRequest) =>
    request.headers["X-Goog-Upload-Command"] ??
    (request.method === "GET" ? "get" : request.method === "DELETE" ? "delete" : "");

  function start(request: StorageRequest, url: URL): StorageResponse {
    const id = `s${++nextId}`;
    const name = url.searchParams.get("name")!;
    sessions.set(id, {
      name,
      contentType: request.headers["X-Goog-Upload-Header-Content-Type"]!,
      size: Number(request.headers["X-Goog-Upload-Header-Content-Length"]),
      bytes: [],
      final: false,
    });
    const address = `${ORIGIN}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}&upload_id=${id}&upload_protocol=resumable`;
    return answer(200, { "X-Goog-Upload-Status": "active", "X-Goog-Upload-URL": address });
  }

  function getOrDelete(command: "get" | "delete", url: URL): StorageResponse {
    const path = decodeURIComponent(url.pathname.split("/o/")[1]!);
    const object = objects.get(path);
    if (!object) return answer(404);
    if (command === "delete") {
      objects.delete(path);
      return answer(204);
    }
    return answer(200, {}, JSON.stringify({ name: path, bucket: BUCKET, downloadTokens: object.token }));
  }

  async function send(request: StorageRequest): Promise<StorageResponse> {
    requests.push(request);
    const command = commandOf(request);
    const index = troubles.findIndex((entry) => command.startsWith(entry.command) || entry.command === "*");
    if (index >= 0) return meetTrouble(request, troubles.splice(index, 1)[0]!.trouble);
    const url = new URL(request.url);
    if (command === "start") return start(request, url);
    if (command === "get" || command === "delete") return getOrDelete(command, url);
    const session = sessions.get(url.searchParams.get("upload_id") ?? "");
    if (!session) return answer(404);
    const status = () => (session.final ? "final" : "active");
    if (command === "query") {
      return answer(200, {
        "X-Goog-Upload-Status": status(),
        "X-Goog-Upload-Size-Received": String(session.bytes.length),
      });
    }
    if (command === "cancel") {
      sessions.delete(url.searchParams.get("upload_id")!);
      return answer(200);
    }
    // upload / upload, finalize: Storage takes bytes only at the offset it holds.
    if (Number(request.headers["X-Goog-Upload-Offset"]) !== session.bytes.length) return answer(400);
    const body = new Uint8Array(await (request.body as Blob).arrayBuffer());
    request.onSent?.(Math.floor(body.length / 2));
    request.onSent?.(body.length);
    for (const byte of body) session.bytes.push(byte);
    if (!command.includes("finalize")) return answer(200, { "X-Goog-Upload-Status": "active" });
    session.final = true;
    const token = `token-${session.name.split("/").pop()}`;
    objects.set(session.name, { bytes: session.bytes, contentType: session.contentType, token });
    const metadata = { name: session.name, bucket: BUCKET, size: String(session.bytes.length), downloadTokens: token };
    return answer(200, { "X-Goog-Upload-Status": "final" }, JSON.stringify(metadata));
  }

  return {
    send,
    requests,
    objects,
    sessions,
    /** The next request whose command starts with `command` ("start", "upload", "query", "delete", "*") meets `trouble`. */
    trouble(command: string, trouble: Trouble, times = 1) {
      for (let i = 0; i < times; i += 1) troubles.push({ command, trouble });
    },
    commands: () => requests.map(commandOf),
    sentBytes: () =>
      requests
        .filter((request) => commandOf(request).startsWith("upload"))
        .reduce((total, request) => total + (request.body as Blob).size, 0),
  };
}
