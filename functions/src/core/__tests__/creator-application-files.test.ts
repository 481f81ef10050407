import { submitCreatorApplication } from "../handlers/creator-application";
import { CLOCK_MARGIN_MS, PENDING_LEASE_MS } from "../handlers/duplicate-window";
import { applicationFields } from "./application-test-bed";
import { sampleVideoHead } from "@testing/fixtures/sample-videos";
import { checkUploadedVideo } from "../video/check-uploaded-video";
import { putCheckedUpload } from "@testing/ports/checked-upload";
import { callers, createTestPorts, type TestPorts } from "@testing/ports/test-ports";

let ports: TestPorts;
beforeEach(() => {
  ports = createTestPorts();
});

const pathOf = (name: string) => `creator-uploads/${callers.applicant.uid}/1700000000000-${name}`;
const fields = (names: string[]) =>
  applicationFields({
    uploadedFiles: JSON.stringify(names.map((name) => ({ name, url: `/files/${pathOf(name)}`, size: 1 }))),
  });
const put = (name: string) =>
  putCheckedUpload(
    ports.files,
    pathOf(name),
    { size: 10_000, contentType: "video/mp4", ownerUid: callers.applicant.uid },
    sampleVideoHead(10_000),
  );
const storedCount = async () =>
  (await ports.documents.list("creator_applications", { orderBy: "submittedAt", limit: 50 })).items.length;

it("claims every file for the stored application", async () => {
  await put("a.mp4");
  await put("b.mp4");
  const result = await submitCreatorApplication(fields(["a.mp4", "b.mp4"]), { caller: callers.applicant }, ports);
  expect(result.status).toBe(201);
  const { id } = result.body as { id: string };
  expect(await ports.documents.get("creator_applications", id)).not.toBeNull();
  expect(await ports.files.claim(pathOf("a.mp4"), "someone-else")).toBe("taken");
  expect(await ports.files.claim(pathOf("b.mp4"), id)).toBe("claimed");
});

it("refuses a file another application has, stores nothing, and gives the other files back", async () => {
  await put("mine.mp4");
  await put("taken.mp4");
  await ports.files.claim(pathOf("taken.mp4"), "earlier-application");
  const result = await submitCreatorApplication(
    fields(["mine.mp4", "taken.mp4"]),
    { caller: callers.applicant },
    ports,
  );
  expect(result).toEqual({ status: 409, body: { error: "taken.mp4 is already part of another application." } });
  expect(await storedCount()).toBe(0);
  expect(await ports.files.claim(pathOf("mine.mp4"), "another-application")).toBe("claimed");
});

describe("a file held by an application that never appeared (a crash between claim and write)", () => {
  const elsewhere = { caller: callers.applicant, clientKey: "203.0.113.9" };

  it("is still refused within the lease: the attempt that claimed it may yet store it", async () => {
    await put("clip.mp4");
    await ports.files.claim(pathOf("clip.mp4"), "crashed-attempt", ports.clock.now().toISOString());
    const result = await submitCreatorApplication(fields(["clip.mp4"]), elsewhere, ports);
    expect(result).toEqual({ status: 409, body: { error: "clip.mp4 is already part of another application." } });
  });

  it("is freed and claimed by the next submission after the lease, from any client", async () => {
    await put("clip.mp4");
    await ports.files.claim(pathOf("clip.mp4"), "crashed-attempt", ports.clock.now().toISOString());
    ports.clock.advance(PENDING_LEASE_MS);
    const result = await submitCreatorApplication(fields(["clip.mp4"]), elsewhere, ports);
    expect(result.status).toBe(201);
    const { id } = result.body as { id: string };
    expect(await ports.files.claimHolder(pathOf("clip.mp4"))).toEqual({
      applicationId: id,
      claimedAt: ports.clock.now().toISOString(),
    });
  });

  it("stays with an application that was stored, however old its claim", async () => {
    await put("clip.mp4");
    const first = await submitCreatorApplication(fields(["clip.mp4"]), { caller: callers.applicant }, ports);
    ports.clock.advance(PENDING_LEASE_MS * 10);
    const copy = await submitCreatorApplication(fields(["clip.mp4"]), elsewhere, ports);
    expect(copy).toEqual({ status: 409, body: { error: "clip.mp4 is already part of another application." } });
    expect((await ports.files.claimHolder(pathOf("clip.mp4")))?.applicationId).toBe((first.body as { id: string }).id);
  });
});

it("claims each file before looking it up, and takes checkUpload's reading of it, never reading a byte", async () => {
  await put("clip.mp4");
  const order: string[] = [];
  const { claim, claimWithInfo, stat, open, read } = ports.files;
  ports.files.claim = (...args) => (order.push("claim"), claim.apply(ports.files, args));
  // The claim fixes the version and answers the reading recorded on that version: nothing looks it up again.
  ports.files.claimWithInfo = (...args) => (order.push("claimWithInfo"), claimWithInfo.apply(ports.files, args));
  ports.files.stat = (...args) => (order.push("stat"), stat.apply(ports.files, args));
  ports.files.open = (...args) => (order.push("open"), open.apply(ports.files, args));
  ports.files.read = (...args) => (order.push("read"), read.apply(ports.files, args));
  const result = await submitCreatorApplication(fields(["clip.mp4"]), { caller: callers.applicant }, ports);
  expect(result.status).toBe(201);
  expect(order).toEqual(["claimWithInfo"]);
  expect(order).not.toContain("open");
  expect(order).not.toContain("read");
});

describe("a file whose upload check has not recorded its reading (running, or not run)", () => {
  const STILL_BEING_CHECKED =
    "clip.mp4 is still being checked. Please wait a moment and send your application again; if this message comes back, upload the file again.";
  const putUnchecked = (size = 10_000) =>
    ports.files.put(
      pathOf("clip.mp4"),
      { size, contentType: "video/mp4", ownerUid: callers.applicant.uid },
      sampleVideoHead(size),
    );
  const context = { caller: callers.applicant };

  it("is refused with the wait message; nothing is stored or held, and the same application goes once checked", async () => {
    putUnchecked();
    const refused = await submitCreatorApplication(fields(["clip.mp4"]), context, ports);
    expect(refused).toEqual({ status: 409, body: { error: STILL_BEING_CHECKED, code: "video_still_checking" } });
    expect(await storedCount()).toBe(0);
    expect(await ports.files.claimHolder(pathOf("clip.mp4"))).toBeNull();
    expect(ports.files.has(pathOf("clip.mp4"))).toBe(true);
    expect(ports.mailer.sent).toEqual([]);

    expect(await checkUploadedVideo(ports.files, pathOf("clip.mp4"), "clip.mp4")).toMatchObject({ ok: true });
    const stored = await submitCreatorApplication(fields(["clip.mp4"]), context, ports);
    expect(stored.status).toBe(201);
    expect(await storedCount()).toBe(1);
  });

  it("is refused when the reading is of a version the upload replaced since", async () => {
    await put("clip.mp4");
    putUnchecked(12_000);
    const refused = await submitCreatorApplication(fields(["clip.mp4"]), context, ports);
    expect(refused).toEqual({ status: 409, body: { error: STILL_BEING_CHECKED, code: "video_still_checking" } });
    expect(await storedCount()).toBe(0);
  });
});

describe("the claims of an application stored", () => {
  /** Stalls `stallMs` between claiming and storing (a slow instance), then stores. */
  const stallBeforeStoring = (stallMs: number) => {
    const { upsert } = ports.documents;
    ports.documents.upsert = async (collection, id, write) => {
      if (collection === "creator_applications") ports.clock.advance(stallMs);
      return upsert.call(ports.documents, collection, id, write);
    };
  };
  const claimedAt = async () => (await ports.files.claimHolder(pathOf("clip.mp4")))?.claimedAt;

  it("well within the lease stand as they were made: nobody may free them before the application is there", async () => {
    await put("clip.mp4");
    const madeAt = ports.clock.now().toISOString();
    stallBeforeStoring(PENDING_LEASE_MS - CLOCK_MARGIN_MS - 1);
    const result = await submitCreatorApplication(fields(["clip.mp4"]), { caller: callers.applicant }, ports);
    expect(result.status).toBe(201);
    expect(await claimedAt()).toBe(madeAt);
  });

  it("close to the lease or later are renewed, so a release decided on the old stamp fails", async () => {
    await put("clip.mp4");
    stallBeforeStoring(PENDING_LEASE_MS - CLOCK_MARGIN_MS);
    const result = await submitCreatorApplication(fields(["clip.mp4"]), { caller: callers.applicant }, ports);
    expect(result.status).toBe(201);
    expect(await claimedAt()).toBe(ports.clock.now().toISOString());
  });
});

it("withdraws an application whose file was freed and taken meanwhile, so no two applications share a file", async () => {
  await put("clip.mp4");
  // Between claiming and storing, another submission frees this attempt's claim (it took it for an
  // orphan after a stall longer than the lease) and claims the file for itself.
  const { upsert } = ports.documents;
  ports.documents.upsert = async (collection, id, write) => {
    if (collection === "creator_applications") {
      ports.clock.advance(PENDING_LEASE_MS);
      await ports.files.release(pathOf("clip.mp4"), id);
      await ports.files.claim(pathOf("clip.mp4"), "other-application", ports.clock.now().toISOString());
    }
    return upsert.call(ports.documents, collection, id, write);
  };
  const result = await submitCreatorApplication(fields(["clip.mp4"]), { caller: callers.applicant }, ports);
  expect(result).toEqual({ status: 409, body: { error: "clip.mp4 is already part of another application." } });
  expect(await storedCount()).toBe(0);
  expect((await ports.files.claimHolder(pathOf("clip.mp4")))?.applicationId).toBe("other-application");
});

describe("a write that reports an error although it was committed (a deadline passed after the commit)", () => {
  it("keeps the files claimed, and the retry renews them for the stored application", async () => {
    await put("clip.mp4");
    const upsert = ports.documents.upsert.bind(ports.documents);
    let failOnce = true;
    vi.spyOn(ports.documents, "upsert").mockImplementation(async (...args: Parameters<typeof upsert>) => {
      const outcome = await upsert(...args);
      if (args[0] === "creator_applications" && failOnce) {
        failOnce = false;
        throw new Error("DEADLINE_EXCEEDED after the commit");
      }
      return outcome;
    });
    const context = { caller: callers.applicant };
    await expect(submitCreatorApplication(fields(["clip.mp4"]), context, ports)).rejects.toThrow("DEADLINE_EXCEEDED");
    const [stored] = (await ports.documents.list("creator_applications", { orderBy: "submittedAt", limit: 50 })).items;
    expect((await ports.files.claimHolder(pathOf("clip.mp4")))?.applicationId).toBe(stored!.id);

    ports.clock.advance(PENDING_LEASE_MS * 2);
    const retry = await submitCreatorApplication(fields(["clip.mp4"]), context, ports);
    expect(retry).toMatchObject({ status: 201, body: { id: stored!.id } });
    expect(await ports.files.claimHolder(pathOf("clip.mp4"))).toEqual({
      applicationId: stored!.id,
      claimedAt: ports.clock.now().toISOString(),
    });
    // So a corrected resubmission cannot take the file from the stored application.
    const corrected = await submitCreatorApplication({ ...fields(["clip.mp4"]), niche: "Food" }, context, ports);
    expect(corrected).toEqual({ status: 409, body: { error: "clip.mp4 is already part of another application." } });
    expect(await storedCount()).toBe(1);
  });
});
