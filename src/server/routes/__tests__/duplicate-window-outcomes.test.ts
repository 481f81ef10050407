import { describe, expect, it } from "vitest";
import { anonymousUser, bearer } from "~/testing/auth-users";
import { submitApplication, type UploadedFileReference } from "~/testing/application-requests";
import { uploadVideo } from "../../testing/tus-requests";
import { suiteAdmin, suiteServer } from "../../testing/suite-server";

/**
 * The duplicate window answers a copy with the first attempt's id. That answer is a promise
 * that the application is stored: it must not be given for an attempt that was refused, nor
 * for an application that no longer exists.
 */

const server = suiteServer();
const admin = suiteAdmin();

const reference = (file: UploadedFileReference) => ({ name: file.name, url: file.url, size: file.size });
const stored = (id: string) => server.ports.documents.get("creator_applications", id);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("copies of an application sent within the duplicate window", () => {
  it("are not told 201 while the first attempt is still being stored and is then refused", async () => {
    const applicant = await anonymousUser();
    const file = reference(await uploadVideo(server.baseUrl, applicant));
    expect((await submitApplication(server.baseUrl, applicant, [file], "first@example.com")).status).toBe(201);

    // Hold the second application's file claim (the file is already taken) until its copy has arrived.
    const files = server.ports.files;
    const realClaim = files.claim.bind(files);
    let reached!: () => void;
    const claimReached = new Promise<void>((resolve) => (reached = resolve));
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    files.claim = async (path, applicationId) => {
      reached();
      await gate;
      return realClaim(path, applicationId);
    };
    try {
      const first = submitApplication(server.baseUrl, applicant, [file], "second@example.com");
      await claimReached;
      const copy = submitApplication(server.baseUrl, applicant, [file], "second@example.com");
      // A copy that waits for the first attempt is fine; give it time to answer if it does not.
      await Promise.race([copy, pause(500)]);
      open();
      const answers = await Promise.all([first, copy]);
      expect(answers[0].status).toBe(409);
      for (const answer of answers) {
        if (answer.status !== 201) continue;
        const { id } = (await answer.json()) as { id: string };
        expect(await stored(id), `copy told 201 for application ${id}, which was never stored`).not.toBeNull();
      }
    } finally {
      files.claim = realClaim;
      open();
    }
  });

  it("store the application again once the admin has rejected the first one", async () => {
    const applicant = await anonymousUser();
    const first = await submitApplication(server.baseUrl, applicant, [], "again@example.com");
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const rejected = await fetch(`${server.baseUrl}/api/delete-creator-application`, {
      method: "POST",
      headers: { ...bearer(admin), "content-type": "application/json" },
      body: JSON.stringify({ applicationId: id }),
    });
    expect(rejected.status).toBe(200);

    const again = await submitApplication(server.baseUrl, applicant, [], "again@example.com");
    expect(again.status).toBe(201);
    const { id: againId } = (await again.json()) as { id: string };
    expect(await stored(againId), "told 201 with the id of the rejected, deleted application").not.toBeNull();
  });
});
