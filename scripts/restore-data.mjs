#!/usr/bin/env node
// npm run restore-data -- --project <project-id> --bucket <bucket> --from-database <restored (default)>
//   --from-uploads-database <restored uploads> [--collection <name>]…
//
// The data-level restore of docs/deploy.md ("Backups"), the one `npm run restore-drill` rehearses: copies into
// (default) every document of the restored copy of (default) that it lacks, writing each one's admin search
// entry as the product does (what exists stays: it may be newer than the backup; `--collection` limits the
// copy), claims again each file the restored copy of `uploads` held a claim on, then replays every erasure
// recorded in `erasures` since, so nobody erased comes back. Run it after the lost objects are back (`gcloud
// storage restore`): claims are made on the objects as they are, and the replay deletes erased people's objects
// too. Credentials as for `npm run admin:create`.
import { parseArgs } from "node:util";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { createCloudStorageFileStore } from "../functions/src/firebase/adapters/cloud-storage-file-store.ts";
import { createFirestoreDocumentStore } from "../functions/src/firebase/adapters/firestore-document-store.ts";
import { readCollections } from "../functions/src/firebase/restore/data-snapshot.ts";
import { restoreMissing } from "../functions/src/firebase/restore/restore-missing.ts";
import {
  BACKED_UP_DATABASES,
  DEFAULT_DATABASE,
  UPLOADS_DATABASE,
} from "../functions/src/firebase/runtime/databases.ts";
import { replayErasuresOnFirebase } from "../functions/src/firebase/restore/replay-erasures.ts";
import { emulatorSettingsIn, isDemoProject } from "../src/shared/emulators.ts";
import { firestoreDatabases } from "./emulators/index.ts";
import { allEnv } from "./env.ts";

const { values } = parseArgs({
  options: {
    project: { type: "string" },
    bucket: { type: "string" },
    "from-database": { type: "string" },
    "from-uploads-database": { type: "string" },
    collection: { type: "string", multiple: true },
  },
});
const { project, bucket: bucketName } = values;
/** Each live database and the restored copy it is filled from. */
const sources = new Map([
  [DEFAULT_DATABASE, values["from-database"]],
  [UPLOADS_DATABASE, values["from-uploads-database"]],
]);
if (!project || !bucketName || [...sources.values()].some((source) => !source)) {
  console.error(
    "Usage: npm run restore-data -- --project <project-id> --bucket <bucket> --from-database <restored (default)> --from-uploads-database <restored uploads> [--collection <name>]…",
  );
  process.exit(1);
}
const backedUp = firestoreDatabases().filter((name) => BACKED_UP_DATABASES.includes(name));
if (backedUp.length !== BACKED_UP_DATABASES.length || backedUp.join() !== [...sources.keys()].join()) {
  console.error(
    `The backed-up databases are ${BACKED_UP_DATABASES.join(", ")} (firebase.json: ${firestoreDatabases().join(", ")}); this restore fills ${[...sources.keys()].join(", ")}.`,
  );
  process.exit(1);
}
if (!isDemoProject(project) && emulatorSettingsIn(allEnv()).length > 0) {
  console.error(`Refusing: ${emulatorSettingsIn(allEnv()).join(", ")} set for project ${project}, a real project.`);
  process.exit(1);
}
const app = initializeApp({ projectId: project, storageBucket: bucketName }, "restore-data");
try {
  const live = new Map([...sources.keys()].map((name) => [name, getFirestore(app, name)]));
  const bucket = getStorage(app).bucket();
  const wanted = values.collection ?? [];
  const databases = new Map();
  for (const [name, source] of sources) databases.set(name, await readCollections(getFirestore(app, source)));
  const restored = await restoreMissing(
    { databases: live, bucket },
    { databases, objects: new Map() },
    { collections: (name) => wanted.length === 0 || wanted.includes(name) },
  );
  console.log(
    `Copied ${restored.documents} documents the live databases lacked (with their search entries) and claimed ${restored.claims} files again.`,
  );
  const replayed = await replayErasuresOnFirebase({
    documents: createFirestoreDocumentStore(live.get(DEFAULT_DATABASE)),
    files: createCloudStorageFileStore(bucket, live.get(UPLOADS_DATABASE)),
  });
  console.log(
    `Replayed ${replayed.erasures} erasures: ${replayed.records} records, ${replayed.files} files and ${replayed.auditEntries} activity entries erased again.`,
  );
} finally {
  await deleteApp(app);
}
