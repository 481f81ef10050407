import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import type { Caller } from "~/core/context";
import { erasePerson, findPerson } from "~/core/handlers/people";
import type { PersonData } from "~/shared/people";
import { clearFirestoreEmulator } from "../../../scripts/firestore-emulator.mjs";
import {
  type DataSnapshot,
  restoreMissing,
  takeSnapshot,
  tallyCollections,
  tallyObjects,
  type Tally,
} from "../restore/data-snapshot";
import { replayErasuresOnFirebase } from "../restore/replay-erasures";
import { createRuntimeLoader } from "../runtime/runtime";
import { removeUnusedUploads } from "../scheduled/sweeps";
import { seedFirebaseEmulators } from "../seed/seed-emulators";
import { TEST_PROJECT_ID } from "./firestore-app";
import { TEST_BUCKET } from "./storage-app";

/** The applicant the drill erases before restoring: one of the seed's, with two videos. */
export const ERASED_EMAIL = "amelia.hughes@example.com";
const ERASED_UPLOADS = "creator-uploads/demoApplicantAmelia/";
/** What a mistaken bulk delete takes (the applications, whose loss then misleads the upload sweep). */
const BULK_DELETED = ["creator_applications", "brand_signups"];
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
  collections: DrillRow[];
  prefixes: DrillRow[];
  erased: { inBackup: number; afterRestore: number };
  ok: boolean;
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
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  if (!firestoreHost || !process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
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
    const db = getFirestore(app);
    const bucket = getStorage(app).bucket();
    const loaded = createRuntimeLoader({
      app,
      env: { ...process.env, FUNCTIONS_EMULATOR: "true", GCLOUD_PROJECT: TEST_PROJECT_ID },
      log: () => {},
    })();
    if (!loaded.ok) throw new Error(loaded.problems.join("; "));
    const { ports } = loaded.runtime;
    const find = async () =>
      (await findPerson({ email: ERASED_EMAIL }, { caller: DRILL_ADMIN }, ports)).body as PersonData;

    const backup = await takeSnapshot(db, bucket);
    const inBackup = heldCount(await find(), backup);
    const erasure = await erasePerson({ email: ERASED_EMAIL }, { caller: DRILL_ADMIN }, ports);
    if (erasure.status !== 200) throw new Error(`The erasure failed: ${JSON.stringify(erasure.body)}`);
    const expected = await takeSnapshot(db, bucket);

    for (const name of BULK_DELETED) await db.recursiveDelete(db.collection(name));
    await removeUnusedUploads(ports, Date.now() + 365 * 86_400_000);
    const destroyed = await takeSnapshot(db, bucket);

    await restoreMissing(db, bucket, backup, { collections: (name) => name !== broken.skipCollection });
    if (!broken.skipReplay) await replayErasuresOnFirebase(ports);
    const restored = await takeSnapshot(db, bucket);

    const collections = rowsOf(
      tallyCollections(expected.collections),
      tallyCollections(destroyed.collections),
      tallyCollections(restored.collections),
    );
    const prefixes = rowsOf(
      tallyObjects(expected.objects),
      tallyObjects(destroyed.objects),
      tallyObjects(restored.objects),
    );
    const afterRestore = heldCount(await find(), restored);
    const ok = [...collections, ...prefixes].every((row) => row.same) && afterRestore === 0 && inBackup > 0;
    return { collections, prefixes, erased: { inBackup, afterRestore }, ok };
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
  return [
    format(header),
    ...lines.map(format),
    "",
    `Erased person (${ERASED_EMAIL}): ${inBackup} records and files in the backup, ${afterRestore} after the restore — ${
      afterRestore === 0 ? "not brought back" : "BROUGHT BACK"
    }.`,
    result.ok ? "Restore drill: every collection and prefix matches." : "Restore drill FAILED.",
  ].join("\n");
}
