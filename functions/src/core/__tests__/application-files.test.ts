import { beforeEach, describe, expect, it } from "vitest";
import { callers, createTestPorts, type TestPorts } from "@testing/ports/test-ports";
import { applicationFileAddresses } from "../handlers/application-files";

let ports: TestPorts;
beforeEach(() => {
  ports = createTestPorts();
});

const PATH = "creator-uploads/applicant-uid/1700000000000-clip.mp4";
const OLD_URL = `https://firebasestorage.googleapis.com/v0/b/b/o/${encodeURIComponent(PATH.replace("clip", "old"))}?alt=media&token=t`;

async function seed() {
  ports.files.put(PATH, { size: 10, contentType: "video/mp4", ownerUid: "applicant-uid" });
  ports.files.put(PATH.replace("clip", "old"), { size: 10, contentType: "video/mp4", ownerUid: "applicant-uid" });
  await ports.documents.set("creator_applications", "app-1", {
    firstName: "Maya",
    submittedAt: "2026-04-20T10:00:00.000Z",
    uploadedFiles: [
      { name: "clip.mp4", url: PATH },
      // An entry stored before applications named files by path: a Firebase download URL.
      { name: "old.mp4", url: OLD_URL },
      { name: "gone.mp4", url: "creator-uploads/applicant-uid/1700000000001-gone.mp4" },
      { name: "elsewhere.mp4", url: "https://example.com/clip.mp4" },
    ],
  });
}

describe("the addresses the admin's player opens", () => {
  it("names an address for each stored file that still exists, old download URLs included", async () => {
    await seed();
    const result = await applicationFileAddresses({ id: "app-1" }, { caller: callers.admin }, ports);
    expect(result).toEqual({
      status: 200,
      body: {
        files: {
          [PATH]: `/files/${PATH}`,
          [OLD_URL]: `/files/${PATH.replace("clip", "old")}`,
        },
      },
    });
  });

  it("answers only the admin, a known application and a valid id", async () => {
    await seed();
    for (const caller of [null, callers.applicant, callers.user]) {
      const result = await applicationFileAddresses({ id: "app-1" }, { caller }, ports);
      expect(result.status).toBe(caller === callers.user ? 403 : 401);
    }
    const missing = await applicationFileAddresses({ id: "nope" }, { caller: callers.admin }, ports);
    expect(missing).toEqual({ status: 404, body: { error: "Application not found" } });
    const invalid = await applicationFileAddresses({ id: "" }, { caller: callers.admin }, ports);
    expect(invalid.status).toBe(400);
  });
});
