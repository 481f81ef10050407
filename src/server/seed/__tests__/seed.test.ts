import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createSqliteDocumentStore } from "../../adapters/sqlite-document-store";
import { createDiskFileStore } from "../../files/disk-file-store";
import { ensureAdminAccount } from "~/firebase/seed/admin-account";
import { seedBulkApplications } from "../bulk-applications";
import { seedDemoData } from "../seed";
import { loadConfig } from "../../config";
import type { ListPage } from "~/core/ports";
import { BRAND_SIGNUP_STATUSES, CREATOR_APPLICATION_STATUSES } from "~/shared/constants";
import { parseUploadReference } from "~/core/upload-paths";
import type { StoredUploadedFile } from "~/shared/documents";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "seed-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function signIn(email: string, password: string) {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return (await response.json()) as { idToken?: string };
}

describe("seed", () => {
  it("creates the admin once with the admin claim, and keeps its password across starts", async () => {
    const options = {
      email: `admin-${randomUUID()}@example.com`,
      credentialsFile: path.join(dataDir, "admin.json"),
      projectId: "demo-ugc-marketplace",
    };
    const first = await ensureAdminAccount(options);
    const second = await ensureAdminAccount(options);
    expect(first.generated).toBe(true);
    expect(second).toEqual({ ...first, generated: false });

    const { idToken } = await signIn(options.email, first.password);
    const claims = JSON.parse(Buffer.from(idToken!.split(".")[1]!, "base64url").toString()) as { admin?: boolean };
    expect(claims.admin).toBe(true);
  });

  it("adds demo data in every status once, with playable sample videos", async () => {
    const documents = createSqliteDocumentStore({ filename: path.join(dataDir, "documents.sqlite") });
    const files = createDiskFileStore(path.join(dataDir, "files"));
    try {
      expect(await seedDemoData({ dataDir, documents, files })).toBe(true);
      const applications = await documents.list("creator_applications", { orderBy: "submittedAt", limit: 50 });
      const signups = await documents.list("brand_signups", { orderBy: "created_at", limit: 50 });
      const messages = await documents.list("contact_messages", { orderBy: "createdAt", limit: 50 });
      expect(new Set(applications.items.map((item) => item.data.status))).toEqual(
        new Set(CREATOR_APPLICATION_STATUSES),
      );
      expect(new Set(signups.items.map((item) => item.data.status))).toEqual(new Set(BRAND_SIGNUP_STATUSES));
      expect(messages.items.length).toBeGreaterThan(0);

      const videos = applications.items.flatMap((item) => item.data.uploadedFiles as StoredUploadedFile[]);
      expect(videos.length).toBeGreaterThan(0);
      for (const video of videos) {
        const info = await files.stat(parseUploadReference(video.url)!.path);
        expect(info).toMatchObject({ size: video.size });
        // The admin sees each demo video's length and picture size, read from its bytes.
        expect(video).toMatchObject({ durationSeconds: expect.any(Number), width: expect.any(Number) });
        expect(video.durationSeconds).toBeGreaterThan(0);
        expect(["video/mp4", "video/quicktime"]).toContain(info?.contentType);
      }

      // A deleted demo record stays deleted on the next start.
      await documents.delete("contact_messages", messages.items[0]!.id);
      expect(await seedDemoData({ dataDir, documents, files })).toBe(false);
      expect((await documents.list("contact_messages", { orderBy: "createdAt", limit: 50 })).items).toHaveLength(
        messages.items.length - 1,
      );
    } finally {
      documents.close();
    }
  });

  it("adds SEED_APPLICATIONS applications once, searchable, many sharing a timestamp", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bulk-seed-"));
    const documents = createSqliteDocumentStore({ filename: path.join(dir, "documents.sqlite") });
    try {
      expect(loadConfig({ NODE_ENV: "test", SEED_APPLICATIONS: "5000" }).SEED_APPLICATIONS).toBe(5000);
      expect(await seedBulkApplications({ dataDir: dir, documents, count: 600 })).toBe(true);
      expect(await seedBulkApplications({ dataDir: dir, documents, count: 600 })).toBe(false);
      expect(await documents.count("creator_applications")).toBe(600);
      const times = new Set<unknown>();
      let cursor: string | null = null;
      let seen = 0;
      do {
        const page: ListPage = await documents.list("creator_applications", {
          orderBy: "submittedAt",
          limit: 50,
          cursor,
        });
        for (const item of page.items) times.add(item.data.submittedAt);
        seen += page.items.length;
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toBe(600);
      expect(times.size).toBeLessThan(600);
      const where = [{ field: "searchTokens", op: "array-contains" as const, value: "amelia" }];
      expect(await documents.count("creator_applications", where)).toBe(50);
    } finally {
      documents.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
