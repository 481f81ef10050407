#!/usr/bin/env node
// npm run restore-data -- --project <project-id> --bucket <bucket> --from-database <restored database> [--collection <name>]…
//
// The data-level restore of docs/deploy.md ("Backups"), the one `npm run restore-drill` rehearses: copies into
// the (default) database every document of the restored database that (default) lacks (what exists stays: it
// may be newer than the backup; `--collection` limits the copy), then replays every erasure recorded in
// `erasures` since, so nobody erased comes back. Run it after the lost objects are back (`gcloud storage
// restore`): the replay deletes erased people's objects too. Credentials as for `npm run admin:create`.
import { parseArgs } from "node:util";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { createCloudStorageFileStore } from "../src/firebase/adapters/cloud-storage-file-store.ts";
import { createFirestoreDocumentStore } from "../src/firebase/adapters/firestore-document-store.ts";
import { readCollections, restoreMissing } from "../src/firebase/restore/data-snapshot.ts";
import { UPLOADS_DATABASE } from "../src/firebase/runtime/databases.ts";
import { replayErasuresOnFirebase } from "../src/firebase/restore/replay-erasures.ts";
import { emulatorSettingsIn, isDemoProject } from "../src/shared/emulators.ts";

const { values } = parseArgs({
  options: {
    project: { type: "string" },
    bucket: { type: "string" },
    "from-database": { type: "string" },
    collection: { type: "string", multiple: true },
  },
});
const { project, bucket: bucketName } = values;
const source = values["from-database"];
if (!project || !bucketName || !source) {
  console.error(
    "Usage: npm run restore-data -- --project <project-id> --bucket <bucket> --from-database <restored database> [--collection <name>]…",
  );
  process.exit(1);
}
if (!isDemoProject(project) && emulatorSettingsIn(process.env).length > 0) {
  console.error(`Refusing: ${emulatorSettingsIn(process.env).join(", ")} set for project ${project}, a real project.`);
  process.exit(1);
}
const app = initializeApp({ projectId: project, storageBucket: bucketName }, "restore-data");
try {
  const live = getFirestore(app);
  const bucket = getStorage(app).bucket();
  const wanted = values.collection ?? [];
  const collections = await readCollections(getFirestore(app, source));
  const restored = await restoreMissing(
    live,
    bucket,
    { collections, objects: new Map() },
    { collections: (name) => wanted.length === 0 || wanted.includes(name) },
  );
  console.log(`Copied ${restored.documents} documents from ${source} that (default) lacked.`);
  const replayed = await replayErasuresOnFirebase({
    documents: createFirestoreDocumentStore(live),
    files: createCloudStorageFileStore(bucket, getFirestore(app, UPLOADS_DATABASE)),
  });
  console.log(
    `Replayed ${replayed.erasures} erasures: ${replayed.records} records, ${replayed.files} files and ${replayed.auditEntries} activity entries erased again.`,
  );
} finally {
  await deleteApp(app);
}
