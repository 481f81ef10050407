/**
 * A kill -9 between claiming an application's files and storing the application (a real SIGKILL,
 * injected by a wrapper around the file store's claim), then a restart: the files never stay
 * locked by an application that does not exist (docs/security.md, "Claims survive crashes").
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, expect, it } from "vitest";
import { PENDING_LEASE_MS, SUBMISSION_IN_PROGRESS } from "~/core/handlers/duplicate-window";
import { createSqliteDocumentStore } from "../adapters/sqlite-document-store";
import { createDiskFileStore } from "../files/disk-file-store";
import { DATABASE_FILE } from "../ports";
import { anonymousUser, bearer, type TestUser } from "~/testing/auth-users";
import { applicationForm, type UploadedFileReference } from "~/testing/application-requests";
import { uploadVideo } from "../testing/tus-requests";

const dataDirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function startServer(
  dataDir: string,
  faults: { crashAfterClaims?: number; clockOffsetMs?: number } = {},
): Promise<{ child: ChildProcess; baseUrl: string; exited: Promise<NodeJS.Signals | null> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/testing/fault-injected-server.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      DATA_DIR: dataDir,
      SEED: "off",
      RATE_LIMIT_PER_MINUTE: "100000",
      SMTP_PORT: "9",
      CRASH_AFTER_CLAIMS: String(faults.crashAfterClaims ?? 0),
      CLOCK_OFFSET_MS: String(faults.clockOffsetMs ?? 0),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once("exit", (_code, signal) => resolve(signal)),
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /embedded backend on (http:\/\/[\d.]+:\d+)\//.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`server exited before listening:\n${output}`)));
  });
  return { child, baseUrl, exited };
}

async function stop(server: { child: ChildProcess; exited: Promise<unknown> }) {
  server.child.kill("SIGTERM");
  await server.exited;
}

const submit = (baseUrl: string, user: TestUser, files: UploadedFileReference[]) =>
  fetch(`${baseUrl}/api/creator-application`, {
    method: "POST",
    headers: bearer(user),
    body: applicationForm("crash@example.com", files),
  });

/** What is on disk once the server is down: each upload's claim, the applications and the receipts. */
async function storedState(dataDir: string) {
  const documents = createSqliteDocumentStore({ filename: path.join(dataDir, DATABASE_FILE) });
  try {
    const files = createDiskFileStore(path.join(dataDir, "files"));
    const uploads = await files.listUploads();
    const applications = (await documents.list("creator_applications", { orderBy: "submittedAt", limit: 50 })).items;
    const receipts = (await documents.list("submission_receipts", { orderBy: "firstAt", limit: 50 })).items;
    return {
      claims: Object.fromEntries(uploads.map((upload) => [upload.path, upload.applicationId])),
      applicationIds: applications.map((application) => application.id),
      receiptStates: receipts.map((receipt) => receipt.data.state),
    };
  } finally {
    documents.close();
  }
}

/** Uploads two videos and submits them on a server that dies after claiming both. */
async function crashBetweenClaimAndWrite(dataDir: string) {
  const user = await anonymousUser();
  const crashing = await startServer(dataDir, { crashAfterClaims: 2 });
  const files = [
    await uploadVideo(crashing.baseUrl, user, { name: "first.mp4" }),
    await uploadVideo(crashing.baseUrl, user, { name: "second.mp4" }),
  ];
  const references = files.map(({ name, url, size }) => ({ name, url, size }));
  await expect(submit(crashing.baseUrl, user, references)).rejects.toThrow();
  expect(await crashing.exited).toBe("SIGKILL");

  const afterCrash = await storedState(dataDir);
  // The crash left what the issue found: files claimed for an application that does not exist.
  expect(afterCrash.applicationIds).toEqual([]);
  expect(afterCrash.receiptStates).toEqual(["pending"]);
  const orphan = afterCrash.claims[files[0]!.path];
  expect(orphan).toEqual(expect.any(String));
  expect(afterCrash.claims[files[1]!.path]).toBe(orphan);
  return { user, files, references };
}

it("after a kill -9 between claim and write, the same submission succeeds with the same files once the lease is over", async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "claim-crash-"));
  dataDirs.push(dataDir);
  const { user, files, references } = await crashBetweenClaimAndWrite(dataDir);

  // Within the lease the dead attempt still counts as in progress: "wait", never "another application".
  const soon = await startServer(dataDir);
  const early = await submit(soon.baseUrl, user, references);
  expect(early.status).toBe(409);
  expect(await early.json()).toEqual({ error: SUBMISSION_IN_PROGRESS });
  await stop(soon);

  const later = await startServer(dataDir, { clockOffsetMs: PENDING_LEASE_MS + 1_000 });
  const retried = await submit(later.baseUrl, user, references);
  const body = (await retried.json()) as { id: string };
  expect(retried.status).toBe(201);
  await stop(later);

  const state = await storedState(dataDir);
  expect(state.applicationIds).toEqual([body.id]);
  expect(state.receiptStates).toEqual(["stored"]);
  // Nothing stays claimed for an application that does not exist.
  expect(state.claims).toEqual({ [files[0]!.path]: body.id, [files[1]!.path]: body.id });
}, 120_000);

it("after a kill -9 between claim and write and no retry, the sweep frees the files once the lease is over", async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "claim-crash-sweep-"));
  dataDirs.push(dataDir);
  const { user, files } = await crashBetweenClaimAndWrite(dataDir);

  // The sweep runs when the server starts; after the lease, the uploader may remove the files again.
  const later = await startServer(dataDir, { clockOffsetMs: PENDING_LEASE_MS + 1_000 });
  const deadline = Date.now() + 10_000;
  let status = 0;
  while (Date.now() < deadline) {
    status = (await fetch(`${later.baseUrl}${files[0]!.url}`, { method: "DELETE", headers: bearer(user) })).status;
    if (status !== 409) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(status).toBe(200);
  await stop(later);
  const state = await storedState(dataDir);
  expect(state.claims).toEqual({ [files[1]!.path]: null });
}, 120_000);
