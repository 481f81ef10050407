/**
 * What the tests read behind the site, as an operator would with the console: Google's Firestore emulator and
 * the Storage emulator, through their REST APIs with the emulators' owner credentials (`Bearer owner` passes any
 * rule). Ports are firebase.json's (scripts/emulators/ports.ts), as the site's build has them.
 */
import { readFileSync } from "node:fs";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { BUCKET, emulatorHost, PROJECT_ID } from "../../scripts/emulators/ports.ts";
import { readEnv, setEnv } from "../../scripts/env.ts";
import { createCloudStorageFileStore } from "@functions/firebase/adapters/cloud-storage-file-store";
import { createFirestoreDocumentStore } from "@functions/firebase/adapters/firestore-document-store";
import { UPLOADS_DATABASE } from "@functions/firebase/runtime/databases";
import { buildUploadPath } from "@functions/core/upload-paths";
import { searchTokensFor } from "~/shared/admin-lists";
import type { CreatorApplicationDocument, StoredUploadedFile } from "~/shared/documents";
import { expect } from "@playwright/test";
import { sampleApplicationDocument } from "@testing/fixtures/sample-application";
import { sampleVideoFile } from "@testing/fixtures/sample-videos";

const FIRESTORE = `http://${emulatorHost("firestore")}`;
const STORAGE = `http://${emulatorHost("storage")}`;
const OWNER = { authorization: "Bearer owner" };

type FirestoreValue =
  | { stringValue: string }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { nullValue: null }
  | { timestampValue: string }
  | { arrayValue: { values?: FirestoreValue[] } }
  | { mapValue: { fields?: Record<string, FirestoreValue> } };

function plain(value: FirestoreValue): unknown {
  if ("stringValue" in value) return value.stringValue;
  if ("booleanValue" in value) return value.booleanValue;
  if ("integerValue" in value) return Number(value.integerValue);
  if ("doubleValue" in value) return value.doubleValue;
  if ("nullValue" in value) return null;
  if ("timestampValue" in value) return value.timestampValue;
  if ("arrayValue" in value) return (value.arrayValue.values ?? []).map(plain);
  return Object.fromEntries(Object.entries(value.mapValue.fields ?? {}).map(([key, inner]) => [key, plain(inner)]));
}

export interface StoredDocument {
  id: string;
  data: Record<string, unknown>;
}

/** The documents of `collection` whose `field` equals `value` (a string). */
export async function documentsWhere(collection: string, field: string, value: string): Promise<StoredDocument[]> {
  const response = await fetch(`${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`, {
    method: "POST",
    headers: { ...OWNER, "content-type": "application/json" },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: field }, op: "EQUAL", value: { stringValue: value } } },
      },
    }),
  });
  if (!response.ok) throw new Error(`Firestore emulator answered ${response.status}: ${await response.text()}`);
  const rows = (await response.json()) as Array<{
    document?: { name: string; fields?: Record<string, FirestoreValue> };
  }>;
  return rows
    .filter((row) => row.document)
    .map(({ document }) => ({
      id: document!.name.split("/").at(-1)!,
      data: plain({ mapValue: { fields: document!.fields ?? {} } }) as Record<string, unknown>,
    }));
}

/** The one document of `collection` with `field` = `value`, waiting up to `timeoutMs` for it. */
export async function documentWhere(collection: string, field: string, value: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await documentsWhere(collection, field, value);
    if (found.length > 0) return found[0]!;
    if (Date.now() > deadline) throw new Error(`No ${collection} document with ${field} = ${value}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The object's metadata in the bucket, or null when there is no such object. */
export async function storedObject(
  objectPath: string,
): Promise<{ name: string; size: string; metadata?: Record<string, string> } | null> {
  const response = await fetch(`${STORAGE}/storage/v1/b/${BUCKET}/o/${encodeURIComponent(objectPath)}`, {
    headers: OWNER,
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Storage emulator answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { name: string; size: string; metadata?: Record<string, string> };
}

/** `creator-uploads/{uid}/{name}` from a stored file's URL (the Storage REST address of the object). */
export function objectPathOf(url: string): string {
  const match = /\/o\/([^?]+)/.exec(url);
  return match ? decodeURIComponent(match[1]!) : url;
}

/** The document `collection/id` as stored, or null when there is none. */
export async function storedDocument(collection: string, id: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(
    `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${collection}/${encodeURIComponent(id)}`,
    { headers: OWNER },
  );
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Firestore emulator answered ${response.status}: ${await response.text()}`);
  const document = (await response.json()) as { fields?: Record<string, FirestoreValue> };
  return plain({ mapValue: { fields: document.fields ?? {} } }) as Record<string, unknown>;
}

async function uploadsNamed(name: string): Promise<Array<{ name: string; metadata?: Record<string, string> }>> {
  const response = await fetch(`${STORAGE}/storage/v1/b/${BUCKET}/o?prefix=${encodeURIComponent("creator-uploads/")}`, {
    headers: OWNER,
  });
  if (!response.ok) throw new Error(`Storage emulator answered ${response.status}: ${await response.text()}`);
  const { items = [] } = (await response.json()) as {
    items?: Array<{ name: string; metadata?: Record<string, string> }>;
  };
  return items.filter((item) => item.name.endsWith(`-${name}`));
}

/** Every stored creator upload whose object name ends in `-{name}` (names are `{timestamp}-{name}`), any owner. */
export async function storedUploadsNamed(name: string): Promise<string[]> {
  return (await uploadsNamed(name)).map((item) => item.name);
}

/** The address the admin's player opens for a stored object on the emulator (a download-token URL). */
export function playbackAddressOf(objectPath: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escape(`${STORAGE}/v0/b/${BUCKET}/o/${encodeURIComponent(objectPath)}?alt=media&token=`)}`);
}

export interface InsertedApplication {
  id: string;
  email: string;
  /** The object paths of its files in the bucket. */
  objectPaths: string[];
}

/**
 * Writes a creator application straight into Firestore, with real videos in the bucket claimed for it as the
 * function claims an applicant's uploads: for records the public form can no longer create (entries from before
 * the form checked addresses, older entries that stored a plain download address per file).
 */
export async function insertApplication(
  fields: Partial<CreatorApplicationDocument> = {},
  videos: string[] = [],
  { plainStrings = false }: { plainStrings?: boolean } = {},
): Promise<InsertedApplication> {
  const email = fields.email ?? `e2e-legacy-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const running = readEnv();
  setEnv({
    FIRESTORE_EMULATOR_HOST: running.FIRESTORE_EMULATOR_HOST ?? FIRESTORE.slice("http://".length),
    FIREBASE_STORAGE_EMULATOR_HOST: running.FIREBASE_STORAGE_EMULATOR_HOST ?? STORAGE.slice("http://".length),
  });
  const app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, `e2e-${Date.now()}-${Math.random()}`);
  try {
    const db = getFirestore(app);
    const bucket = getStorage(app).bucket();
    const files = createCloudStorageFileStore(bucket, getFirestore(app, UPLOADS_DATABASE));
    const document = db.collection("creator_applications").doc();
    const ownerUid = `e2eApplicant${Math.random().toString(36).slice(2, 10)}`;
    const uploadedFiles: StoredUploadedFile[] = [];
    const objectPaths: string[] = [];
    for (const name of videos) {
      const mov = name.endsWith(".mov");
      const bytes = readFileSync(sampleVideoFile({ seconds: 2, container: mov ? "mov" : "mp4" }));
      const objectPath = buildUploadPath(ownerUid, Date.now(), name);
      await bucket
        .file(objectPath)
        .save(bytes, { contentType: mov ? "video/quicktime" : "video/mp4", resumable: false });
      expect(await files.claim(objectPath, document.id)).toBe("claimed");
      objectPaths.push(objectPath);
      // Older entries named a file by its Firebase download address.
      const url = plainStrings
        ? `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${encodeURIComponent(objectPath)}?alt=media&token=e2e`
        : objectPath;
      uploadedFiles.push({ name, url, size: bytes.byteLength });
    }
    const application = sampleApplicationDocument({
      ...{ firstName: "Legacy", lastName: "Applicant", email, postcode: "M1 1AE", referralSource: "Other" },
      uploadedFiles: plainStrings ? uploadedFiles.map((file) => file.url) : uploadedFiles,
      submittedAt: new Date().toISOString(),
      applicantUid: ownerUid,
      ...fields,
    });
    // Through the Firestore adapter, as the server stores it: the tokens go to the search index.
    await createFirestoreDocumentStore(db).set("creator_applications", document.id, {
      ...application,
      searchTokens: searchTokensFor.application(application),
    });
    return { id: document.id, email, objectPaths };
  } finally {
    await deleteApp(app);
  }
}

/** The size of the stored object a file entry names (its object path or one of its addresses), or null when gone. */
export async function storedFileSize(reference: string): Promise<number | null> {
  const object = await storedObject(objectPathOf(reference));
  return object ? Number(object.size) : null;
}
