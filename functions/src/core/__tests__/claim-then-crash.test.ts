/**
 * A fault between claiming an application's files and storing the application, on the core's
 * in-memory ports: the same submission sent again must succeed with the same files, with nothing
 * left claimed for an application that does not exist. The Functions-emulator counterpart (a worker
 * killed at the same point) is functions/src/firebase/__tests__/functions-guarantees.test.ts.
 */
import type { CreatorApplicationDocument } from "~/shared/documents";
import { sampleVideoHead } from "@testing/fixtures/sample-videos";
import type { RequestContext } from "../context";
import { applicationFields } from "./application-test-bed";
import { submitCreatorApplication } from "../handlers/creator-application";
import {
  COPY_WAIT,
  PENDING_LEASE_MS,
  SUBMISSION_IN_PROGRESS,
  type SubmissionReceipt,
} from "../handlers/duplicate-window";
import type { CorePorts, DocumentStore, FileStore } from "../ports";
import {
  createManualClock,
  createRecordingMailer,
  createScriptedHumanCheck,
  type ManualClock,
} from "@testing/ports/fakes";
import { putCheckedUpload } from "@testing/ports/checked-upload";
import { createMemoryDocumentStore } from "@testing/ports/memory-document-store";
import { createMemoryFileStore, type MemoryFileStore } from "@testing/ports/memory-file-store";

const applicant = { uid: "applicant-uid", email: null, isAdmin: false, isAnonymous: true };
const context: RequestContext = { caller: applicant, clientKey: "198.51.100.7" };
const names = ["first.mp4", "second.mp4"];
const pathOf = (name: string) => `creator-uploads/${applicant.uid}/1700000000000-${name}`;

/** The application as its multipart text fields, with the applicant's two uploads. */
const form = applicationFields({
  uploadedFiles: JSON.stringify(names.map((name) => ({ name, url: `/files/${pathOf(name)}`, size: 1 }))),
});

class Killed extends Error {}

/**
 * The stores as one process sees them: after `kill()` every call fails, as a process that died
 * does nothing more (its last writes are the ones already made). The data outlives it.
 */
function mortal<T extends object>(store: T, state: { dead: boolean }): T {
  return new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (state.dead) return Promise.reject(new Killed("the process is gone"));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

let documents: DocumentStore;
let files: MemoryFileStore;
let clock: ManualClock;

beforeEach(async () => {
  documents = createMemoryDocumentStore();
  files = createMemoryFileStore();
  clock = createManualClock();
  for (const name of names) {
    await putCheckedUpload(
      files,
      pathOf(name),
      { size: 20_000, contentType: "video/mp4", ownerUid: applicant.uid },
      sampleVideoHead(20_000),
    );
  }
});

/** One server process over the shared data; `dieAfterClaims` kills it right after that many claims. */
function instance(
  faults: { dieAfterClaims?: number; throwOnApplicationWrite?: boolean; erasedAfterWrite?: boolean } = {},
): CorePorts {
  const state = { dead: false };
  const processFiles = mortal<FileStore>(files, state);
  const processDocuments = mortal<DocumentStore>(documents, state);
  let claims = 0;
  const claimWithInfo: FileStore["claimWithInfo"] = async (...args) => {
    const claimed = await processFiles.claimWithInfo(...args);
    if (claimed.outcome === "claimed" && ++claims === faults.dieAfterClaims) state.dead = true;
    return claimed;
  };
  const upsert: DocumentStore["upsert"] = async (collection, id, write) => {
    if (faults.throwOnApplicationWrite && collection === "creator_applications") {
      throw new Error("DEADLINE_EXCEEDED before the commit");
    }
    if (faults.erasedAfterWrite && collection === "creator_applications") {
      // Found there (an earlier run stored it), and erased by the admin the moment after.
      await processDocuments.upsert(collection, id, write);
      await processDocuments.delete(collection, id);
      return "updated";
    }
    return processDocuments.upsert(collection, id, write);
  };
  return {
    documents: new Proxy(processDocuments, {
      get: (target, key, receiver) => (key === "upsert" ? upsert : Reflect.get(target, key, receiver)),
    }),
    files: new Proxy(processFiles, {
      get: (target, key, receiver) => (key === "claimWithInfo" ? claimWithInfo : Reflect.get(target, key, receiver)),
    }),
    mailer: createRecordingMailer(),
    humanCheck: createScriptedHumanCheck(),
    clock,
    config: {
      production: false,
      siteUrl: "https://site.test",
      linkKeys: {
        consent: "test-consent-link-secret-0123456789abcdef",
        status: "test-status-link-secret-0123456789abcdef",
      },
    },
  };
}

async function applications() {
  return (
    await documents.list<CreatorApplicationDocument>("creator_applications", { orderBy: "submittedAt", limit: 50 })
  ).items;
}

async function receipts() {
  return (await documents.list<SubmissionReceipt>("submission_receipts", { orderBy: "firstAt", limit: 50 })).items;
}

async function holders() {
  return Promise.all(names.map(async (name) => (await files.claimHolder(pathOf(name)))?.applicationId ?? null));
}

/** Every file of the one stored application is claimed by it, and the application lists them all. */
async function expectStoredWithItsFiles(id: string) {
  const stored = await applications();
  expect(stored.map((application) => application.id)).toEqual([id]);
  expect(stored[0]!.data.uploadedFiles.map((file) => (typeof file === "string" ? file : file.name))).toEqual(names);
  expect(await holders()).toEqual([id, id]);
  expect((await receipts()).map((receipt) => receipt.data.state)).toEqual(["stored"]);
}

it("a process that dies right after claiming the files: the same submission, sent again, succeeds with the same files", async () => {
  await expect(submitCreatorApplication(form, context, instance({ dieAfterClaims: 2 }))).rejects.toThrow(Killed);
  // What the crash left: both files claimed for an attempt whose application was never written.
  const [receipt] = await receipts();
  expect(receipt?.data.state).toBe("pending");
  expect(await applications()).toEqual([]);
  expect(await holders()).toEqual([receipt!.data.recordId, receipt!.data.recordId]);

  // Within the lease the dead attempt still counts as in progress: "wait", never "another application"
  // (a copy waits COPY_WAIT.maxMs for it first: on a fake clock here).
  vi.useFakeTimers({ toFake: ["Date", "setTimeout"] });
  try {
    const early = submitCreatorApplication(form, context, instance());
    await vi.advanceTimersByTimeAsync(COPY_WAIT.maxMs + COPY_WAIT.pollMs);
    expect(await early).toEqual({ status: 409, body: { error: SUBMISSION_IN_PROGRESS } });
  } finally {
    vi.useRealTimers();
  }
  expect(await holders()).toEqual([receipt!.data.recordId, receipt!.data.recordId]);

  clock.advance(PENDING_LEASE_MS);
  const retried = await submitCreatorApplication(form, context, instance());
  expect(retried).toEqual({ status: 201, body: { ok: true, id: receipt!.data.recordId } });
  await expectStoredWithItsFiles(receipt!.data.recordId);
});

it("a process that dies after claiming only the first file: the retry claims both, and nothing stays locked", async () => {
  await expect(submitCreatorApplication(form, context, instance({ dieAfterClaims: 1 }))).rejects.toThrow(Killed);
  expect(await holders()).toEqual([(await receipts())[0]!.data.recordId, null]);
  clock.advance(PENDING_LEASE_MS);
  const retried = await submitCreatorApplication(form, context, instance());
  expect(retried.status).toBe(201);
  await expectStoredWithItsFiles((retried.body as { id: string }).id);
});

it("a write that fails after the claims: the same submission succeeds at once with the same files", async () => {
  await expect(submitCreatorApplication(form, context, instance({ throwOnApplicationWrite: true }))).rejects.toThrow(
    "DEADLINE_EXCEEDED",
  );
  const [receipt] = await receipts();
  // The attempt is known to have failed: a retry need not wait for the lease.
  expect(receipt?.data.state).toBe("failed");
  expect(await applications()).toEqual([]);
  const retried = await submitCreatorApplication(form, context, instance());
  expect(retried).toEqual({ status: 201, body: { ok: true, id: receipt!.data.recordId } });
  await expectStoredWithItsFiles(receipt!.data.recordId);
});

it("the files of a dead attempt go to a corrected submission after the lease, and to nobody else", async () => {
  await expect(submitCreatorApplication(form, context, instance({ dieAfterClaims: 2 }))).rejects.toThrow(Killed);
  const corrected = { ...form, niche: "Food" };
  // Another submission within the lease is refused the files (the dead attempt might yet store them)...
  const early = await submitCreatorApplication(corrected, context, instance());
  expect(early).toEqual({ status: 409, body: { error: "first.mp4 is already part of another application." } });
  expect(await applications()).toEqual([]);
  // ...and gets them once the lease is over.
  clock.advance(PENDING_LEASE_MS);
  const later = await submitCreatorApplication(corrected, context, instance());
  expect(later.status).toBe(201);
  const id = (later.body as { id: string }).id;
  const stored = await applications();
  expect(stored.map((application) => [application.id, application.data.niche])).toEqual([[id, "Food"]]);
  expect(await holders()).toEqual([id, id]);
});

it("an application an earlier run stored, erased as a retry finds it: no status link and no e-mail bring it back", async () => {
  const ports = instance({ erasedAfterWrite: true });
  const answer = await submitCreatorApplication(form, context, ports);
  expect(answer.status).toBe(201);
  expect(await applications()).toEqual([]);
  expect((await documents.list("status_links", { orderBy: "createdAt", limit: 10 })).items).toEqual([]);
  expect((await documents.list("outbox", { orderBy: "createdAt", limit: 10 })).items).toEqual([]);
  expect((ports.mailer as ReturnType<typeof createRecordingMailer>).sent).toEqual([]);
});
