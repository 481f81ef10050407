import { afterEach, describe, expect, it, vi } from "vitest";
import type { ErrorBody } from "@functions/core/context";
import { HUMAN_CHECK_FAILED } from "@functions/core/handlers/common";
import { openUpload, UPLOAD_CAPS, UPLOAD_HUMAN_CHECK_REQUIRED } from "@functions/core/handlers/open-upload";
import { memoryUploadGrants } from "@testing/ports/memory-upload-grants";
import { parseUploadPath } from "@functions/core/upload-paths";
import { uploadObjectPath } from "@functions/core/object-paths";
import { BackendError, type UploadOptions } from "../../types";
import { createResumeStore, memoryStorage, type ResumeStore } from "~/lib/uploads/resume-store";
import type { UploadPhase } from "../../types";
import { StorageNetworkError } from "../storage-http";
import { createFirebaseUploads, type FirebaseUploadsDeps } from "../uploads";
import { BUCKET, fakeStorage, ORIGIN } from "./fake-storage";

const NOW = 1_700_000_000_000;
const user = { uid: "uid-1", getIdToken: async () => "token-uid-1" };
const video = (name = "clip.mp4", type = "video/mp4", size = 10) =>
  new File([Uint8Array.from({ length: size }, (_, index) => index)], name, { type });

let storage: ReturnType<typeof fakeStorage>;
let resumeStore: ResumeStore;
let grants: ReturnType<typeof memoryUploadGrants>;
/** Declarations the openUpload function was asked for. */
let opened: string[];
/** Tokens the form's human check gave. */
let humanChecks: number;
/** The form's human check: a fresh token each time it is asked (the server's check passes "human-…"). */
const formCheck = async () => `human-${(humanChecks += 1)}`;

/** The openUpload function's core handler (in memory), as the browser meets it over HTTP. */
const openUploadOnServer: FirebaseUploadsDeps["openUpload"] = async (declaration, asUser, humanCheckToken) => {
  opened.push(declaration.name);
  const caller = { uid: asUser.uid, email: null, isAdmin: false, isAnonymous: true };
  const result = await openUpload(
    humanCheckToken ? { ...declaration, recaptchaToken: humanCheckToken } : declaration,
    { caller, clientKey: "203.0.113.7" },
    {
      grants,
      clock: { now: () => new Date(NOW) },
      caps: { ...UPLOAD_CAPS, perUidPerDay: 100 },
      humanCheck: { mode: "enforced", verify: async (token) => token.startsWith("human-") },
      config: { production: true },
    },
  );
  if (result.status !== 201) {
    const body = result.body as ErrorBody;
    throw new BackendError(body.error, result.status, body.code);
  }
  return (result.body as { path: string }).path;
};

/** The Firebase uploads client; each upload asks the form's human check when it must, unless told otherwise. */
function client(overrides: Partial<FirebaseUploadsDeps> = {}) {
  const uploads = createFirebaseUploads({
    target: () => ({ origin: ORIGIN, bucket: BUCKET }),
    currentUser: async () => user,
    send: storage.send,
    openUpload: openUploadOnServer,
    resumeStore,
    chunkSize: 4,
    retryDelays: [5, 5],
    ...overrides,
  });
  return {
    ...uploads,
    upload: (file: File, options: UploadOptions = {}) =>
      uploads.upload(file, { humanCheckToken: formCheck, ...options }),
  };
}

/** A client whose connection dies at the second chunk, with no retry left: the session stays remembered. */
function clientLosingSecondChunk(reason: string) {
  let chunks = 0;
  return client({
    retryDelays: [],
    send: async (request) => {
      if (request.headers["X-Goog-Upload-Command"]?.startsWith("upload") && ++chunks === 2) {
        throw new StorageNetworkError(reason);
      }
      return storage.send(request);
    },
  });
}

function fresh() {
  storage = fakeStorage();
  resumeStore = createResumeStore({ storage: memoryStorage() });
  grants = memoryUploadGrants();
  opened = [];
  humanChecks = 0;
}

afterEach(() => vi.useRealTimers());

describe("Firebase uploads", () => {
  it("uploads in chunks to creator-uploads/{uid}/{timestamp}-{name}, counting only bytes Storage confirmed", async () => {
    fresh();
    const onProgress = vi.fn();
    const stored = await client().upload(video(), { onProgress });

    const path = `creator-uploads/uid-1/${NOW}-clip.mp4`;
    // The object path, never a download URL (a token URL would open the file for anyone).
    expect(stored).toEqual({ name: "clip.mp4", url: path, size: 10 });
    // The fake reports half of each chunk as sent before answering: never counted.
    expect(onProgress.mock.calls).toEqual([
      [0, 10],
      [4, 10],
      [8, 10],
      [10, 10],
    ]);
    expect(storage.commands()).toEqual(["start", "upload", "upload", "upload, finalize"]);
    expect(Array.from(storage.objects.get(path)!.bytes)).toEqual(Array.from({ length: 10 }, (_, index) => index));
    const start = storage.requests[0]!;
    expect(start.headers).toMatchObject({
      Authorization: "Firebase token-uid-1",
      "X-Goog-Upload-Protocol": "resumable",
      "X-Goog-Upload-Header-Content-Length": "10",
      "X-Goog-Upload-Header-Content-Type": "video/mp4",
    });
    expect(storage.requests.every((request) => request.headers.Authorization === "Firebase token-uid-1")).toBe(true);
  });

  it("sizes each chunk from the last one's speed, from 256 KiB, and reports bytes sent ahead of those confirmed", async () => {
    fresh();
    const KiB = 1024;
    let clock = 0;
    vi.spyOn(Date, "now").mockImplementation(() => clock);
    // Every request takes 100 ms: 256 KiB in 100 ms is 2.5 MiB/s, so chunks grow (at most 4× each).
    const send: FirebaseUploadsDeps["send"] = async (request) => {
      clock += 100;
      return storage.send(request);
    };
    const onProgress = vi.fn();
    const onSent = vi.fn();
    const size = 4 * 1024 * KiB;
    await client({ chunkSize: undefined, send }).upload(video("big.mp4", "video/mp4", size), { onProgress, onSent });

    const chunks = storage.requests
      .filter((request) => request.body instanceof Blob)
      .map((request) => (request.body as Blob).size);
    // 256 KiB, then 4× (1 MiB), then the rest (it would have been 4 MiB).
    expect(chunks).toEqual([256 * KiB, 1024 * KiB, size - 1280 * KiB]);
    expect(onProgress.mock.calls.map(([confirmed]) => confirmed)).toEqual([0, 256 * KiB, 1280 * KiB, size]);
    // Half of the second chunk sent, not yet confirmed: the band runs ahead of the confirmed bytes.
    expect(onSent).toHaveBeenCalledWith(256 * KiB + 512 * KiB, size);
  });

  it("names objects as the server does, so the application's check accepts them", async () => {
    fresh();
    for (const [name, type] of [
      ["My clip (1).MOV", "video/quicktime"],
      ["../../évènement.mp4", "video/mp4"],
      ["no extension", "video/quicktime"],
    ] as const) {
      const stored = await client().upload(video(name, type));
      const path = stored.url;
      expect(path).toBe(uploadObjectPath("uid-1", name, type, new Date(NOW)));
      expect(parseUploadPath(path)).toMatchObject({ uid: "uid-1" });
    }
    // Names the server itself would make too long or with "..": still names the checks accept.
    for (const name of [`${"x".repeat(300)}`, "clip.", `${"y".repeat(99)}.`]) {
      const stored = await client().upload(video(name));
      const path = stored.url;
      expect(parseUploadPath(path), path).toMatchObject({ uid: "uid-1" });
      expect(path).toMatch(/\.mp4$/);
    }
  });

  it("continues an interrupted upload after a reload from what Storage holds", async () => {
    fresh();
    storage.trouble("upload", "network", 3);
    await expect(client().upload(video())).rejects.toMatchObject({ code: "storage/network-request-failed" });
    // The first chunk went through before the connection died; a new page (new client) picks the file again.
    const onResume = vi.fn();
    const onProgress = vi.fn();
    storage.requests.length = 0;
    const stored = await client().upload(video(), { onResume, onProgress });

    expect(onResume).toHaveBeenCalledExactlyOnceWith(0);
    expect(storage.commands()[0]).toBe("query");
    expect(stored.url).toBe(`creator-uploads/uid-1/${NOW}-clip.mp4`);
  });

  it("resumes from the server's offset, sending only the rest", async () => {
    fresh();
    // One chunk confirmed, then the connection dies.
    const failing = clientLosingSecondChunk("gone");
    await expect(failing.upload(video())).rejects.toMatchObject({ code: "storage/network-request-failed" });

    storage.requests.length = 0;
    const onResume = vi.fn();
    const onProgress = vi.fn();
    await client().upload(video(), { onResume, onProgress });
    expect(onResume).toHaveBeenCalledExactlyOnceWith(4);
    expect(storage.commands()).toEqual(["query", "upload", "upload, finalize"]);
    expect(storage.sentBytes()).toBe(6);
    expect(onProgress.mock.calls.map(([confirmed]) => confirmed)).toEqual([0, 4, 8, 10]);
  });

  it("takes a finished upload whose last answer was lost as stored, at its granted path, without a second create", async () => {
    fresh();
    let lost = false;
    const stored = await client({
      send: async (request) => {
        const response = await storage.send(request);
        if (request.headers["X-Goog-Upload-Command"] === "upload, finalize" && !lost) {
          lost = true;
          throw new StorageNetworkError("answer lost");
        }
        return response;
      },
    }).upload(video());
    const path = `creator-uploads/uid-1/${NOW}-clip.mp4`;
    expect(stored).toEqual({ name: "clip.mp4", url: path, size: 10 });
    expect(storage.commands()).toEqual(["start", "upload", "upload", "upload, finalize", "query"]);
    expect(opened).toEqual(["clip.mp4"]);
  });

  it("cuts a stalled chunk, asks Storage where it stands and carries on", async () => {
    fresh();
    const phases: UploadPhase[] = [];
    storage.trouble("upload", "hang");
    const stored = await client({ stallAfterMs: 30 }).upload(video(), { onPhase: (phase) => phases.push(phase) });
    expect(stored.size).toBe(10);
    expect(phases.map((phase) => phase.phase)).toEqual(["uploading", "stalled", "uploading"]);
    expect(storage.commands()).toEqual(["start", "upload", "query", "upload", "upload", "upload, finalize"]);
  });

  it("retries a dropped connection on the schedule, saying so, then succeeds", async () => {
    fresh();
    storage.trouble("upload", "network");
    const phases: UploadPhase[] = [];
    await client().upload(video(), { onPhase: (phase) => phases.push(phase) });
    expect(phases).toEqual([
      { phase: "uploading" },
      { phase: "retrying", attempt: 1, delayMs: 5 },
      { phase: "uploading" },
    ]);
  });

  it("gives up with the product's network message once the retries are spent", async () => {
    fresh();
    storage.trouble("*", "network", 10);
    await expect(client().upload(video())).rejects.toMatchObject({
      code: "storage/network-request-failed",
      message: "Network error. Please check your internet connection.",
    });
  });

  it("does not retry a refusal: access denied, quota", async () => {
    fresh();
    storage.trouble("start", 403);
    await expect(client().upload(video())).rejects.toMatchObject({
      code: "storage/unauthorized",
      message: "Storage access denied. Please check your connection.",
    });
    storage.trouble("upload", 402);
    await expect(client().upload(video("b.mp4"))).rejects.toMatchObject({
      code: "storage/quota-exceeded",
      message: "Storage quota exceeded. Please try a smaller file.",
    });
    expect(storage.commands().filter((command) => command === "start")).toHaveLength(2);
  });

  it("opens each file's upload with the server once: retries and a new session after a reload reuse its grant", async () => {
    fresh();
    storage.trouble("start", "network");
    const first = await client().upload(video("a.mp4"));
    expect(opened).toEqual(["a.mp4"]);
    expect(storage.commands().filter((command) => command === "start")).toHaveLength(2);
    expect(first.url).toBe([...grants.grants.keys()][0]);

    // A page dies mid-upload; by the reload Storage has dropped the session, which made no object.
    const dying = clientLosingSecondChunk("tab closed");
    await expect(dying.upload(video("b.mp4"))).rejects.toMatchObject({ code: "storage/network-request-failed" });
    storage.sessions.clear();
    const second = await client().upload(video("b.mp4"));
    expect(opened).toEqual(["a.mp4", "b.mp4"]);
    expect(second.url).toBe(`creator-uploads/uid-1/${NOW}-b.mp4`);
  });

  it("shows the server's refusals of an upload at once, sending Storage nothing: size, daily caps", async () => {
    fresh();
    const over = client({
      openUpload: async () => {
        throw new BackendError("clip.mp4 is too large (max 1GB).", 413);
      },
    });
    await expect(over.upload(video())).rejects.toMatchObject({
      code: "storage/quota-exceeded",
      message: "Storage quota exceeded. Please try a smaller file.",
    });
    const capped = client({ openUpload: openUploadOnServer });
    for (let index = 0; index < UPLOAD_CAPS.perClientPerDay; index += 1) await capped.upload(video(`${index}.mp4`));
    storage.requests.length = 0;
    await expect(capped.upload(video("one-more.mp4"))).rejects.toMatchObject({
      status: 429,
      message: "You have started as many uploads as we allow in a day. Please try again tomorrow.",
    });
    expect(storage.requests).toHaveLength(0);
  });

  it("asks the form's human check once for all of an application's files, chosen together", async () => {
    fresh();
    const uploads = client();
    const stored = await Promise.all(["a.mp4", "b.mp4", "c.mp4"].map((name) => uploads.upload(video(name))));
    expect(stored.map((file) => file.name)).toEqual(["a.mp4", "b.mp4", "c.mp4"]);
    expect(humanChecks).toBe(1);
    // The first file opened with the token; the others waited for it and used its pass.
    expect(opened).toHaveLength(3);
    await uploads.upload(video("d.mp4"));
    expect(humanChecks).toBe(1);
  });

  it("runs the check again only when the server says none covers the session (a pass used up)", async () => {
    fresh();
    const uploads = client();
    for (let index = 0; index < UPLOAD_CAPS.sessionsPerHumanCheck + 1; index += 1) {
      await uploads.upload(video(`${index}.mp4`));
    }
    expect(humanChecks).toBe(2);
  });

  it("shows the server's refusal when no human check can be had or it fails, sending Storage nothing", async () => {
    fresh();
    await expect(client().upload(video(), { humanCheckToken: undefined })).rejects.toMatchObject({
      status: 403,
      message: UPLOAD_HUMAN_CHECK_REQUIRED,
    });
    await expect(client().upload(video(), { humanCheckToken: async () => "robot" })).rejects.toMatchObject({
      status: 400,
      message: HUMAN_CHECK_FAILED,
    });
    const unavailable = new BackendError("reCAPTCHA failed. Please refresh and try again.", 400);
    await expect(
      client().upload(video(), {
        humanCheckToken: async () => {
          throw unavailable;
        },
      }),
    ).rejects.toMatchObject({ message: unavailable.message });
    expect(storage.requests).toHaveLength(0);
  });

  it("sends nothing without a session", async () => {
    fresh();
    await expect(client({ currentUser: async () => null }).upload(video())).rejects.toMatchObject({
      code: "storage/unauthorized",
    });
    expect(storage.requests).toHaveLength(0);
  });

  it("cancels: the session is discarded and the caller hears storage/canceled", async () => {
    fresh();
    storage.trouble("upload", "hang");
    const controller = new AbortController();
    const pending = client().upload(video(), { signal: controller.signal });
    await vi.waitFor(() => expect(storage.commands()).toContain("upload"));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: "storage/canceled" });
    await vi.waitFor(() => expect(storage.commands()).toContain("cancel"));
    expect(storage.sessions.size).toBe(0);
  });
});

describe("Firebase upload removal", () => {
  it("deletes the caller's own file by its address", async () => {
    fresh();
    const stored = await client().upload(video());
    await client().deleteByUrl(stored.url);
    expect(storage.objects.size).toBe(0);
    expect(storage.requests.at(-1)).toMatchObject({
      method: "DELETE",
      headers: { Authorization: "Firebase token-uid-1" },
    });
  });

  it("deletes a file an older entry names by its download URL", async () => {
    fresh();
    const { url: path } = await client().upload(video());
    await client().deleteByUrl(`${ORIGIN}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=t`);
    expect(storage.objects.size).toBe(0);
  });

  it("refuses another's file and anything that is not an upload, without asking Storage", async () => {
    fresh();
    const other = `${ORIGIN}/v0/b/${BUCKET}/o/${encodeURIComponent("creator-uploads/uid-2/1-clip.mp4")}?alt=media`;
    await expect(client().deleteByUrl(other)).rejects.toMatchObject({
      status: 403,
      message: "You can only remove your own files.",
    });
    await expect(client().deleteByUrl("creator-uploads/uid-2/1-clip.mp4")).rejects.toMatchObject({ status: 403 });
    for (const url of [
      "creator-uploads/uid-1/1-a.mp4/more",
      "/files/creator-uploads/uid-1/1-a.mp4",
      `${ORIGIN}/v0/b/${BUCKET}/o/${encodeURIComponent("avatars/uid-1/a.png")}`,
    ]) {
      await expect(client().deleteByUrl(url)).rejects.toMatchObject({ status: 400, code: "storage/invalid-argument" });
    }
    expect(storage.requests).toHaveLength(0);
  });

  it("explains a refusal of the owner's own file: it is part of an application", async () => {
    fresh();
    const stored = await client().upload(video());
    storage.trouble("delete", 403, 3);
    await expect(client().deleteByUrl(stored.url)).rejects.toMatchObject({
      status: 409,
      message: "This file is part of a submitted application and can no longer be removed.",
    });
  });

  it("tries a refused removal again: the file's upload check may not yet have used up its grant", async () => {
    fresh();
    const stored = await client().upload(video());
    storage.trouble("delete", 403, 2);
    await client().deleteByUrl(stored.url);
    expect(storage.objects.has(stored.url)).toBe(false);
    expect(storage.commands().filter((command) => command === "delete")).toHaveLength(3);
  });
});
