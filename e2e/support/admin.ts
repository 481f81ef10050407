import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { createSqliteDocumentStore, type SqliteDocumentStore } from "../../src/server/adapters/sqlite-document-store";
import { createDiskFileStore, type DiskFileStore } from "../../src/server/files/disk-file-store";
import { fileUrl, uploadObjectPath } from "../../src/server/files/object-paths";
import { ensureAdminAccount } from "../../src/server/seed/admin-account";
import { searchTokensFor } from "../../src/shared/admin-lists";
import type { CreatorApplicationDocument, StoredUploadedFile } from "../../src/shared/documents";
import { AUTH_EMULATOR, PROJECT_ID } from "./auth-emulator";

export interface AdminCredentials {
  email: string;
  password: string;
}

/** Written by the embedded server when the stack starts (src/server/seed/admin-account.ts). */
const CREDENTIALS_FILE = path.resolve(process.env.ADMIN_CREDENTIALS_FILE ?? ".data/admin-credentials.json");

async function adminCredentials(): Promise<AdminCredentials> {
  try {
    return JSON.parse(await readFile(CREDENTIALS_FILE, "utf8")) as AdminCredentials;
  } catch {
    throw new Error(`No admin credentials in ${CREDENTIALS_FILE}: start the stack (npm run serve) first.`);
  }
}

function signInWithPassword({ email, password }: AdminCredentials): Promise<Response> {
  return fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
}

/**
 * An ID token for the admin account, for API calls a test makes outside the page. The Auth
 * emulator forgets accounts when it restarts, and another stack on the same emulator sets its
 * own admin password: if signing in fails, the account is put back as the stack does it.
 */
export async function adminIdToken(): Promise<string> {
  const credentials = await adminCredentials();
  let response = await signInWithPassword(credentials);
  if (!response.ok) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= new URL(AUTH_EMULATOR).host;
    await ensureAdminAccount({ email: credentials.email, credentialsFile: CREDENTIALS_FILE, projectId: PROJECT_ID });
    response = await signInWithPassword(credentials);
  }
  if (!response.ok) throw new Error(`Admin sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** Signs the page in as the stack's admin through /signin, as the admin would. */
export async function loginAsAdmin(page: Page): Promise<AdminCredentials> {
  const credentials = await adminCredentials();
  await adminIdToken();
  await page.goto("/signin", { waitUntil: "networkidle" });
  await page.getByLabel("Email address").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return credentials;
}

/** Signs in through the panel's own form at `path` (/admin or a record's address) and waits for the panel. */
export async function signInToAdminPanel(page: Page, path = "/admin"): Promise<AdminCredentials> {
  const credentials = await adminCredentials();
  // Puts the shared emulator's admin account back if another stack changed its password.
  await adminIdToken();
  await page.goto(path);
  await page.getByLabel("Email address").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // At phone width the sidebar is folded behind the Menu button.
  await expect(page.getByRole("navigation", { name: "Admin sections", includeHidden: true })).toBeAttached();
  return credentials;
}

/** The stack's own data directory (scripts/stack.mjs serve). */
const STACK_DATA_DIR = path.resolve(process.env.DATA_DIR ?? ".data/serve");
/** src/server/ports.ts DATABASE_FILE (that module also starts mail and reCAPTCHA clients). */
const DATABASE_FILE = "documents.sqlite";

/**
 * The e2e stack's document and file stores, opened beside the running server (SQLite in WAL mode
 * takes a second connection), for records the public forms can no longer create: entries from
 * before the forms checked addresses, old plain-string file entries. The server's live lists do
 * not hear these writes; a test opens the record's page afterwards.
 */
async function withStackStores<T>(work: (stores: StackStores) => Promise<T>): Promise<T> {
  const documents = createSqliteDocumentStore({ filename: path.join(STACK_DATA_DIR, DATABASE_FILE) });
  try {
    return await work({ documents, files: createDiskFileStore(path.join(STACK_DATA_DIR, "files")) });
  } finally {
    documents.close();
  }
}

interface StackStores {
  documents: SqliteDocumentStore;
  files: DiskFileStore;
}

const DEMO_MEDIA = path.resolve("src/server/seed/media");

/**
 * Opens the admin's queue filtered to one application (by its unique e-mail) and opens it; the open
 * application's article. At phone width an open application is its own screen, hiding the list: back to the
 * list first. After a decision the queue opens the next application by itself, which can happen at any step
 * here: start over.
 */
export async function openApplication(page: Page, email: string, name: RegExp) {
  const back = page.getByRole("link", { name: "Back to applications" });
  const search = page.getByLabel("Search by name, e-mail or niche");
  const row = page.getByRole("list", { name: "Creator applications" }).getByRole("link", { name });
  await expect(async () => {
    if (await back.isVisible()) await back.click();
    await search.fill(email, { timeout: 2_000 });
    // The list is filtered once the search is in the address (the queue reads it from there).
    await expect.poll(() => new URL(page.url()).searchParams.get("q"), { timeout: 2_000 }).toBe(email);
    await expect(row).toHaveCount(1, { timeout: 2_000 });
    await row.click({ timeout: 2_000 });
    await expect(page.getByRole("article", { name })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return page.getByRole("article", { name });
}

export interface InsertedApplication {
  id: string;
  email: string;
  /** The playback addresses of its files. */
  fileUrls: string[];
}

/** Writes a creator application straight into the stack's store, with copies of demo videos as its files. */
export async function insertApplication(
  fields: Partial<CreatorApplicationDocument> = {},
  videos: string[] = [],
  { plainStrings = false }: { plainStrings?: boolean } = {},
): Promise<InsertedApplication> {
  const email = fields.email ?? `e2e-legacy-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  return withStackStores(async ({ documents, files }) => {
    const ownerUid = `e2eApplicant${Math.random().toString(36).slice(2, 10)}`;
    const uploadedFiles: StoredUploadedFile[] = [];
    for (const media of videos) {
      const contentType = media.endsWith(".mov") ? "video/quicktime" : "video/mp4";
      const objectPath = uploadObjectPath(ownerUid, media, contentType, new Date());
      const stored = await files.copyIn(objectPath, path.join(DEMO_MEDIA, media), { contentType, ownerUid });
      uploadedFiles.push({ name: media, url: fileUrl(objectPath), size: stored.size });
    }
    const document: CreatorApplicationDocument = {
      firstName: "Legacy",
      lastName: "Applicant",
      email,
      postcode: "M1 1AE",
      portfolioUrl: "",
      // Older entries stored only the address.
      uploadedFiles: plainStrings ? uploadedFiles.map((file) => file.url) : uploadedFiles,
      instagram: "",
      tiktok: "",
      niche: "Beauty",
      referralSource: "Other",
      isUKCreator: true,
      newsletterConsent: false,
      avatar: null,
      status: "pending",
      submittedAt: new Date().toISOString(),
      applicantUid: ownerUid,
      ...fields,
    };
    const withTokens = { ...document, searchTokens: searchTokensFor.application(document) };
    const id = await documents.create("creator_applications", withTokens as unknown as Record<string, unknown>);
    return { id, email, fileUrls: uploadedFiles.map((file) => file.url) };
  });
}

/** The adminLogins entries of `email`, oldest first. */
export async function adminLoginsOf(email: string): Promise<Array<{ email: string; timestamp: string }>> {
  return withStackStores(async ({ documents }) => {
    const page = await documents.list<{ email: string; timestamp: string }>("adminLogins", {
      orderBy: "timestamp",
      limit: 1000,
      where: [{ field: "email", op: "==", value: email }],
    });
    return page.items.map((item) => item.data).reverse();
  });
}
