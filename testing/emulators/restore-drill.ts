import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore, type DocumentData } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import type { Caller } from "@functions/core/context";
import { erasePerson, findPerson } from "@functions/core/handlers/people";
import type { PersonData } from "~/shared/people";
import { clearFirestoreEmulator, firestoreDatabases } from "../../scripts/emulators/index.ts";
import { FILE_CLAIMS } from "@functions/firebase/adapters/cloud-storage-file-store";
import { SEARCH_INDEX_COLLECTION } from "@functions/firebase/adapters/firestore-search-index";
import {
  type DataSnapshot,
  takeSnapshot,
  tallyCollections,
  tallyObjects,
  type Tally,
} from "@functions/firebase/restore/data-snapshot";
import { replayErasuresOnFirebase } from "@functions/firebase/restore/replay-erasures";
import { restoreMissing } from "@functions/firebase/restore/restore-missing";
import { createRuntimeLoader } from "@functions/firebase/runtime/runtime";
import { BACKED_UP_DATABASES } from "@functions/firebase/runtime/databases";
import { removeUnusedUploads } from "@functions/firebase/scheduled/sweeps";
import { seedFirebaseEmulators } from "@functions/firebase/seed/seed-emulators";
import { TEST_PROJECT_ID } from "./firestore-app";
import { restoreOneApplication, type OneApplicationResult } from "./restore-one-application";
import { TEST_BUCKET } from "./storage-app";
import { allEnv, readEnv } from "../../scripts/env.ts";

/** The applicant the drill erases before restoring: one of the seed's, with two videos. */
export const ERASED_EMAIL = "amelia.hughes@example.com";
const ERASED_UPLOADS = "creator-uploads/demoApplicantAmelia/";
/**
 * What a mistaken bulk delete takes: the applications, whose loss then misleads the upload sweep, and the
 * admin search's entries, which the restore writes again from the documents.
 */
const BULK_DELETED = ["creator_applications", "brand_signups", SEARCH_INDEX_COLLECTION];
const DRILL_ADMIN: Caller = { uid: "restore-drill", email: "admin@example.com", isAdmin: true, isAnonymous: false };

export interface DrillBreak {
  /** A collection the restore leaves out. */
  skipCollection?: string;
  /** Restores without replaying the erasures. */
  skipReplay?: boolean;
}

export interface DrillRow {
  name: string;
  expected: Tally | null;
  destroyed: number;
  restored: Tally | null;
  same: boolean;
}

export interface DrillResult {
  /** Named `<database> <collection>`, for every database firebase.json declares. */
  collections: DrillRow[];
  prefixes: DrillRow[];
  erased: { inBackup: number; afterRestore: number };
  oneApplication: OneApplicationResult;
  ok: boolean;
}

/**
 * Every collection of every database, named `<database> <collection>`. A file claim's `generation` is
 * compared as whether it pins the object there now: a restored object is a new version, so a claim
 * copied from the backup would pin one that is gone.
 */
function tallyDatabases(snapshot: DataSnapshot): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const [database, collections] of snapshot.databases) {
    const compared = new Map(
      [...collections].map(([name, documents]) => [
        name,
        name === FILE_CLAIMS ? pinned(documents, snapshot) : documents,
      ]),
    );
    for (const [name, tally] of tallyCollections(compared)) tallies.set(`${database} ${name}`, tally);
  }
  return tallies;
}

function pinned(claims: Map<string, DocumentData>, snapshot: DataSnapshot): Map<string, DocumentData> {
  return new Map(
    [...claims].map(([id, { generation, ...claim }]) => {
      const live = snapshot.objects.get(String(claim.path))?.generation;
      return [id, { ...claim, generation: generation === live ? "the object's" : "another version" }];
    }),
  );
}

function rowsOf(expected: Map<string, Tally>, destroyed: Map<string, Tally>, restored: Map<string, Tally>) {
  const names = [...new Set([...expected.keys(), ...restored.keys()])].sort();
  return names.map((name): DrillRow => {
    const [before, after] = [expected.get(name) ?? null, restored.get(name) ?? null];
    const same = before?.count === after?.count && before?.checksum === after?.checksum;
    return { name, expected: before, destroyed: destroyed.get(name)?.count ?? 0, restored: after, same };
  });
}

/** Records and files held about the erased person, as People finds them, plus objects under their uploads. */
function heldCount(person: PersonData, snapshot: DataSnapshot): number {
  const records = [
    person.brandSignups,
    person.newsletterSubscribers,
    person.creatorApplications,
    person.contactMessages,
  ].reduce((sum, list) => sum + list.length, 0);
  const objects = [...snapshot.objects.keys()].filter((name) => name.startsWith(ERASED_UPLOADS)).length;
  return records + objects;
}

/**
 * The restore drill on the emulators (`npm run restore-drill`): seed, export, erase one person through the
 * product's erasure, destroy (a bulk delete, then the upload sweep run with a clock a year ahead), restore
 * from the export, replay the erasures, and compare every collection and object prefix with what was there
 * before the damage. The Firestore, Storage and Auth emulators must answer at the hosts in the environment.
 */
export async function runRestoreDrill(broken: DrillBreak = {}): Promise<DrillResult> {
  const { FIRESTORE_EMULATOR_HOST: firestoreHost, FIREBASE_STORAGE_EMULATOR_HOST } = readEnv();
  if (!firestoreHost || !FIREBASE_STORAGE_EMULATOR_HOST) {
    throw new Error("The drill needs FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST");
  }
  await clearFirestoreEmulator(firestoreHost, TEST_PROJECT_ID);
  const directory = mkdtempSync(path.join(os.tmpdir(), "restore-drill-"));
  const app = initializeApp({ projectId: TEST_PROJECT_ID, storageBucket: TEST_BUCKET }, `restore-drill-${Date.now()}`);
  try {
    await seedFirebaseEmulators({
      projectId: TEST_PROJECT_ID,
      bucket: TEST_BUCKET,
      adminEmail: DRILL_ADMIN.email!,
      credentialsFile: path.join(directory, "admin.json"),
    });
    const databases = firestoreDatabases().filter((name) => BACKED_UP_DATABASES.includes(name));
    const live = {
      databases: new Map(databases.map((name) => [name, getFirestore(app, name)])),
      bucket: getStorage(app).bucket(),
    };
    const db = getFirestore(app);
    const { bucket } = live;
    const loaded = createRuntimeLoader({
      app,
      env: allEnv({ FUNCTIONS_EMULATOR: "true", GCLOUD_PROJECT: TEST_PROJECT_ID }),
      log: () => {},
    })();
    if (!loaded.ok) throw new Error(loaded.problems.join("; "));
    const { ports } = loaded.runtime;
    const find = async () =>
      (await findPerson({ email: ERASED_EMAIL }, { caller: DRILL_ADMIN }, ports)).body as PersonData;

    const snapshot = () => takeSnapshot(app, databases, bucket);
    const backup = await snapshot();
    const inBackup = heldCount(await find(), backup);
    const erasure = await erasePerson({ email: ERASED_EMAIL }, { caller: DRILL_ADMIN }, ports);
    if (erasure.status !== 200) throw new Error(`The erasure failed: ${JSON.stringify(erasure.body)}`);
    const expected = await snapshot();

    for (const name of BULK_DELETED) await db.recursiveDelete(db.collection(name));
    await removeUnusedUploads(ports, Date.now() + 365 * 86_400_000);
    const destroyed = await snapshot();

    await restoreMissing(live, backup, { collections: (name) => name !== broken.skipCollection });
    if (!broken.skipReplay) await replayErasuresOnFirebase(ports);
    const restored = await snapshot();

    const collections = rowsOf(tallyDatabases(expected), tallyDatabases(destroyed), tallyDatabases(restored));
    const prefixes = rowsOf(
      tallyObjects(expected.objects),
      tallyObjects(destroyed.objects),
      tallyObjects(restored.objects),
    );
    const afterRestore = heldCount(await find(), restored);
    const oneApplication = await restoreOneApplication({ app, databases, live, ports, admin: DRILL_ADMIN });
    const ok =
      [...collections, ...prefixes].every((row) => row.same) && afterRestore === 0 && inBackup > 0 && oneApplication.ok;
    return { collections, prefixes, erased: { inBackup, afterRestore }, oneApplication, ok };
  } finally {
    await deleteApp(app);
    rmSync(directory, { recursive: true, force: true });
  }
}

const cell = (tally: Tally | null) => (tally ? `${tally.count} ${tally.checksum}` : "–");

/** The comparison as a table: what was there, what the damage left, what the restore brought back. */
export function drillReport(result: DrillResult): string {
  const header = ["", "before (count checksum)", "after damage", "after restore (count checksum)", ""];
  const lines = [
    ...result.collections.map((row) => [`Firestore ${row.name}`, row]),
    ...result.prefixes.map((row) => [`Storage ${row.name}`, row]),
  ].map(([label, row]) => {
    const { expected, destroyed, restored, same } = row as DrillRow;
    return [label as string, cell(expected), String(destroyed), cell(restored), same ? "same" : "DIFFERENT"];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => line[column]!.length)));
  const format = (line: string[]) =>
    line
      .map((text, column) => text.padEnd(widths[column]!))
      .join("  ")
      .trimEnd();
  const { inBackup, afterRestore } = result.erased;
  const one = result.oneApplication;
  const found = (yes: boolean) => (yes ? "found" : "not found");
  return [
    format(header),
    ...lines.map(format),
    "",
    `Erased person (${ERASED_EMAIL}): ${inBackup} records and files in the backup, ${afterRestore} after the restore — ${
      afterRestore === 0 ? "not brought back" : "BROUGHT BACK"
    }.`,
    `One application lost and restored alone (${one.id}, docs/operations.md):`,
    ...one.searches.map(
      (search) =>
        `  admin search "${search.text}": ${found(search.before)} before, ${found(search.afterLoss)} after the loss, ${found(
          search.afterRestore,
        )} after the restore, ${search.sameFields ? "same fields" : "DIFFERENT FIELDS"}`,
    ),
    `  its files claimed for it again: ${one.claimed.files} of ${one.claimed.of}; the application the admin rejected meanwhile: ${
      one.rejectedBack ? "BROUGHT BACK" : "not brought back"
    }.`,
    result.ok ? "Restore drill: every collection and prefix matches." : "Restore drill FAILED.",
  ].join("\n");
}
