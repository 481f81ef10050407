import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { anonymousUser, bearer } from "~/testing/auth-users";
import { submitApplication } from "~/testing/application-requests";
import { uploadVideo } from "../../testing/tus-requests";
import { FILE_IN_APPLICATION } from "../files-route";
import { suiteAdmin, suiteServer } from "../../testing/suite-server";

const server = suiteServer();
const admin = suiteAdmin();

const onDisk = (objectPath: string) => path.join(server.dataDir, "files", "objects", objectPath);
const reference = (file: { name: string; url: string; size: number }) => ({
  name: file.name,
  url: file.url,
  size: file.size,
});

describe("a file belongs to the application it was submitted with", () => {
  it("can no longer be removed by its uploader once the application is submitted", async () => {
    const alice = await anonymousUser();
    const file = await uploadVideo(server.baseUrl, alice);
    expect((await submitApplication(server.baseUrl, alice, [reference(file)])).status).toBe(201);

    const removal = await fetch(server.baseUrl + file.url, { method: "DELETE", headers: bearer(alice) });
    expect(removal.status).toBe(409);
    expect(await removal.json()).toEqual({ error: FILE_IN_APPLICATION });
    expect(existsSync(onDisk(file.path))).toBe(true);
    expect((await fetch(server.baseUrl + file.url)).status).toBe(200);
  });

  it("refuses a file already used by another application, and stores nothing for it", async () => {
    const bob = await anonymousUser();
    const [shared, fresh] = [await uploadVideo(server.baseUrl, bob), await uploadVideo(server.baseUrl, bob)];
    expect((await submitApplication(server.baseUrl, bob, [reference(shared)], "bob@example.com")).status).toBe(201);

    const again = await submitApplication(
      server.baseUrl,
      bob,
      [reference(fresh), reference(shared)],
      "bob2@example.com",
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: `${shared.name} is already part of another application.` });
    const stored = await server.ports.documents.list("creator_applications", { orderBy: "submittedAt", limit: 50 });
    expect(stored.items.filter(({ data }) => data.email === "bob2@example.com")).toEqual([]);
    // The refused application's other file was given back: its uploader may still remove it.
    expect((await fetch(server.baseUrl + fresh.url, { method: "DELETE", headers: bearer(bob) })).status).toBe(200);
  });

  it("lets exactly one of several simultaneous applications have the same file", async () => {
    const carol = await anonymousUser();
    const file = reference(await uploadVideo(server.baseUrl, carol));
    const statuses = await Promise.all(
      ["carol1@example.com", "carol2@example.com", "carol3@example.com"].map(async (email) => {
        const response = await submitApplication(server.baseUrl, carol, [file], email);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });

  it("still lets the admin delete the application with its files", async () => {
    const dave = await anonymousUser();
    const file = await uploadVideo(server.baseUrl, dave);
    const applied = await submitApplication(server.baseUrl, dave, [reference(file)], "dave@example.com");
    const { id } = (await applied.json()) as { id: string };
    const rejected = await fetch(`${server.baseUrl}/api/delete-creator-application`, {
      method: "POST",
      headers: { ...bearer(admin), "content-type": "application/json" },
      body: JSON.stringify({ applicationId: id }),
    });
    expect(await rejected.json()).toEqual({ ok: true, deletedFiles: 1, emailSent: false });
    expect(existsSync(onDisk(file.path))).toBe(false);
  });
});
