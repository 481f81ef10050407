import { z } from "zod";
import { processEnvironment } from "../runtime/environment";
import { seedFirebaseEmulators } from "./seed-emulators";

/** What scripts/firebase-stack.mjs gives the seed when the emulators answer; a bad value stops it, named. */
const settings = z
  .object({
    GCLOUD_PROJECT: z.string().min(1).default("demo-ugc-marketplace"),
    STORAGE_BUCKET: z.string().min(1).optional(),
    ADMIN_EMAIL: z.email().default("admin@example.com"),
    ADMIN_CREDENTIALS_FILE: z.string().min(1).default(".data/admin-credentials.json"),
  })
  .safeParse(processEnvironment());
if (!settings.success) {
  const problems = settings.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment for the seed:\n${problems.join("\n")}`);
}
const { GCLOUD_PROJECT: projectId, STORAGE_BUCKET, ADMIN_EMAIL, ADMIN_CREDENTIALS_FILE } = settings.data;
const outcome = await seedFirebaseEmulators({
  projectId,
  bucket: STORAGE_BUCKET ?? `${projectId}.appspot.com`,
  adminEmail: ADMIN_EMAIL,
  credentialsFile: ADMIN_CREDENTIALS_FILE,
});
console.log(outcome.seeded ? "[seed] demo data written" : "[seed] demo data already there");
console.log(JSON.stringify({ adminEmail: outcome.admin.email, adminPassword: outcome.admin.password }));
