import { seedFirebaseEmulators } from "./seed-emulators";

/** Run by scripts/firebase-stack.mjs once the emulators answer (environment set by it). */
const projectId = process.env.GCLOUD_PROJECT ?? "demo-ugc-marketplace";
const outcome = await seedFirebaseEmulators({
  projectId,
  bucket: process.env.STORAGE_BUCKET ?? `${projectId}.appspot.com`,
  adminEmail: process.env.ADMIN_EMAIL ?? "admin@example.com",
  credentialsFile: process.env.ADMIN_CREDENTIALS_FILE ?? ".data/admin-credentials.json",
});
console.log(outcome.seeded ? "[seed] demo data written" : "[seed] demo data already there");
console.log(JSON.stringify({ adminEmail: outcome.admin.email, adminPassword: outcome.admin.password }));
