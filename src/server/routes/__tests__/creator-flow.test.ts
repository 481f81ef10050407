import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applicationForm } from "~/testing/application-requests";
import { anonymousUser, bearer, type TestUser } from "~/testing/auth-users";
import { uploadVideo } from "../../testing/tus-requests";
import { suiteAdmin, suiteInbox, suiteServer } from "../../testing/suite-server";

const inbox = suiteInbox();
const server = suiteServer(() => ({ smtpPort: inbox.smtpPort }));
const admin = suiteAdmin();

async function apply(user: TestUser | null, form: FormData): Promise<Response> {
  return fetch(`${server.baseUrl}/api/creator-application`, { method: "POST", headers: bearer(user), body: form });
}

const postJson = (url: string, user: TestUser | null, body: unknown) =>
  fetch(server.baseUrl + url, {
    method: "POST",
    headers: { ...bearer(user), "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const onDisk = (url: string) =>
  path.join(server.dataDir, "files", "objects", decodeURIComponent(url.replace(/^\/files\//, "")));

describe("creator application → approve / delete", () => {
  it("rejects an application that references another user's upload, and accepts the owner's", async () => {
    const [alice, bob] = await Promise.all([anonymousUser(), anonymousUser()]);
    const alicesFile = await uploadVideo(server.baseUrl, alice);
    const file = { name: alicesFile.name, url: alicesFile.url, size: alicesFile.size };

    const asBob = await apply(bob, applicationForm("bob@example.com", [file]));
    expect(asBob.status).toBe(403);
    expect(await asBob.json()).toEqual({ error: `${file.name} does not belong to you.` });

    const asAlice = await apply(alice, applicationForm("alice@example.com", [file]));
    expect(asAlice.status).toBe(201);
    const { id } = (await asAlice.json()) as { id: string };
    const stored = await server.ports.documents.get("creator_applications", id);
    expect(stored).toMatchObject({ status: "pending", email: "alice@example.com", uploadedFiles: [file] });
  });

  it("refuses a file part: uploads go through tus", async () => {
    const form = applicationForm("files@example.com");
    form.set("video", new Blob([new Uint8Array(10)], { type: "video/mp4" }), "clip.mp4");
    const response = await apply(null, form);
    expect(response.status).toBe(400);
  });

  it.each([
    ["pro", "Pro", "£200"],
    ["rising_star", "Rising Star", "£95"],
  ])("approves as %s once, e-mailing the applicant the tier and pay", async (approvalType, tier, pay) => {
    const email = `approve-${approvalType}-${Date.now()}@example.com`;
    const created = await apply(null, applicationForm(email));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const approved = await postJson("/api/approve-creator", admin, {
      applicationId: id,
      approvalType,
      adminEmail: admin.email,
    });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ emailSent: true });

    // The first is the acknowledgement sent when the application was stored.
    const approvals = async (options?: { atLeast?: number; timeoutMs?: number }) =>
      (await inbox.to(email, options)).filter((mail) => !mail.subject.startsWith("We have received"));
    const [mail] = await approvals({ atLeast: 2 });
    expect(mail?.subject).toContain(`${tier} creator`);
    expect(mail?.text).toContain(`As a ${tier} creator you earn ${pay} per video.`);

    const again = await postJson("/api/approve-creator", admin, { applicationId: id, approvalType: "pro" });
    expect(again.status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await approvals({ timeoutMs: 0 })).toHaveLength(1);
  });

  it("delete-creator-application removes the document and its files from disk", async () => {
    const applicant = await anonymousUser();
    const files = [
      await uploadVideo(server.baseUrl, applicant, { name: "one.mp4" }),
      await uploadVideo(server.baseUrl, applicant, { name: "two.mov", type: "video/quicktime" }),
    ];
    const created = await apply(
      applicant,
      applicationForm(
        "delete-me@example.com",
        files.map(({ name, url, size }) => ({ name, url, size })),
      ),
    );
    const { id } = (await created.json()) as { id: string };
    for (const file of files) expect(existsSync(onDisk(file.url))).toBe(true);

    const deleted = await postJson("/api/delete-creator-application", admin, { applicationId: id });
    expect(deleted.status).toBe(200);
    expect(await server.ports.documents.get("creator_applications", id)).toBeNull();
    for (const file of files) expect(existsSync(onDisk(file.url))).toBe(false);

    expect((await postJson("/api/delete-creator-application", admin, { applicationId: id })).status).toBe(404);
  });
});
