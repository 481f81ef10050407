import type { CreatorApplicationDocument } from "~/shared/documents";
import { deleteCreatorApplication } from "../handlers/delete-creator-application";
import { callers, createTestPorts, type TestPorts } from "@testing/ports/test-ports";

let ports: TestPorts;
beforeEach(async () => {
  ports = createTestPorts();
  for (const name of ["a.mp4", "b.mov"]) {
    ports.files.put(`creator-uploads/applicant-uid/1700000000000-${name}`, {
      size: 10,
      contentType: "video/mp4",
      ownerUid: "applicant-uid",
    });
  }
  ports.files.put("creator-uploads/applicant-uid/1700000000000-unrelated.mp4", {
    size: 10,
    contentType: "video/mp4",
    ownerUid: "applicant-uid",
  });
  const files: CreatorApplicationDocument["uploadedFiles"] = [
    { name: "a.mp4", url: "/files/creator-uploads/applicant-uid/1700000000000-a.mp4", size: 10 },
    // Older entries are plain strings (product.md §P6).
    "/files/creator-uploads/applicant-uid/1700000000000-b.mov",
    { name: "evil", url: "/files/../../etc/passwd" },
  ];
  await ports.documents.set("creator_applications", "app-1", {
    firstName: "Ada",
    status: "pending",
    uploadedFiles: files,
  });
});

const asAdmin = { caller: callers.admin };

it("needs a signed-in admin (401 / 403) and changes nothing otherwise", async () => {
  expect((await deleteCreatorApplication({ applicationId: "app-1" }, { caller: null }, ports)).status).toBe(401);
  expect((await deleteCreatorApplication({ applicationId: "app-1" }, { caller: callers.user }, ports)).status).toBe(
    403,
  );
  expect(await ports.documents.get("creator_applications", "app-1")).not.toBeNull();
  expect(ports.files.deleted).toEqual([]);
});

it("deletes the document and every uploaded file of it, and nothing else", async () => {
  expect(await deleteCreatorApplication({ applicationId: "app-1" }, asAdmin, ports)).toEqual({
    status: 200,
    body: { ok: true, deletedFiles: 2, emailSent: false },
  });
  expect(await ports.documents.get("creator_applications", "app-1")).toBeNull();
  expect(ports.mailer.sent).toEqual([]);
  expect(ports.files.deleted).toEqual([
    "creator-uploads/applicant-uid/1700000000000-a.mp4",
    "creator-uploads/applicant-uid/1700000000000-b.mov",
  ]);
  expect(ports.files.has("creator-uploads/applicant-uid/1700000000000-unrelated.mp4")).toBe(true);
  const audit = await ports.documents.list("adminAudit", { orderBy: "at", limit: 5 });
  expect(audit.items[0]?.data).toMatchObject({
    action: "delete_creator_application",
    targetId: "app-1",
    adminEmail: "admin@example.com",
  });
});

it("answers 404 for an unknown id and 400 without one", async () => {
  expect(await deleteCreatorApplication({ applicationId: "nope" }, asAdmin, ports)).toEqual({
    status: 404,
    body: { error: "Creator application not found" },
  });
  expect(await deleteCreatorApplication({}, asAdmin, ports)).toEqual({
    status: 400,
    body: { error: "Application ID is required" },
  });
  expect(ports.files.deleted).toEqual([]);
});

it("deletes only the files this application holds: one another application claimed stays", async () => {
  const shared = "creator-uploads/applicant-uid/1700000000000-a.mp4";
  expect(await ports.files.claim(shared, "app-2")).toBe("claimed");
  const result = await deleteCreatorApplication({ applicationId: "app-1" }, asAdmin, ports);
  expect(result).toMatchObject({ status: 200, body: { ok: true, deletedFiles: 1 } });
  expect(await ports.files.stat(shared)).not.toBeNull();
  expect(await ports.files.stat("creator-uploads/applicant-uid/1700000000000-b.mov")).toBeNull();
});
