/**
 * What the Firebase e2e tests read behind the site, as an operator would with the console: Google's
 * Firestore emulator and the Storage emulator, through their REST APIs with the emulators' owner
 * credentials (`Bearer owner` passes any rule). Ports are firebase.json's, as the site's build has them.
 */
import config from "../../firebase.json" with { type: "json" };

const PROJECT_ID = "demo-ugc-marketplace";
const BUCKET = `${PROJECT_ID}.appspot.com`;
const FIRESTORE = `http://127.0.0.1:${config.emulators.firestore.port}`;
const STORAGE = `http://127.0.0.1:${config.emulators.storage.port}`;
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
