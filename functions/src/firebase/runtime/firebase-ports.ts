import type { App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import type { CorePorts, HumanCheck } from "@functions/core/ports";
import { createLocalHumanCheck, createRecaptchaHumanCheck } from "@functions/firebase/adapters/recaptcha-human-check";
import { createSmtpMailer } from "@functions/firebase/adapters/smtp-mailer";
import { systemClock } from "@functions/firebase/adapters/system-clock";
import { BRAND_NAME } from "~/shared/brand";
import { createCloudStorageFileStore, type CloudStorageFileStore } from "../adapters/cloud-storage-file-store";
import { createFirestoreDocumentStore } from "../adapters/firestore-document-store";
import type { ErrorLog } from "../observability/error-log";
import type { FunctionsConfig } from "./config";
import { UPLOADS_DATABASE } from "./databases";

export type FirebasePorts = CorePorts & { files: CloudStorageFileStore };

/** Firestore takes settings once, before its first use; a second runtime on one app reuses them. */
const configured = new WeakSet<Firestore>();

/**
 * Without a secret the check reports "skipped": the core then refuses the human-checked endpoints
 * in production (500); against the emulators a stand-in token passes only for the form it names.
 */
function humanCheckFor(config: FunctionsConfig, log: (message: string) => void, errors: ErrorLog): HumanCheck {
  if (config.recaptchaSecret)
    return createRecaptchaHumanCheck({
      secret: config.recaptchaSecret,
      production: config.production,
      hostname: new URL(config.siteUrl).hostname,
      log,
      secretRejected: (detail) => errors.secretRejected("RECAPTCHA_SECRET", detail),
    });
  log(
    config.production
      ? "[human-check] RECAPTCHA_SECRET is not set: human-checked endpoints refuse every request"
      : "[human-check] no RECAPTCHA_SECRET: human checks are skipped (emulator only)",
  );
  return config.production ? { mode: "skipped", verify: async () => false } : createLocalHumanCheck();
}

/** The core's ports on Firebase (docs/decisions/0001-backends.md): Firestore, Cloud Storage, SMTP, reCAPTCHA. */
export function createFirebasePorts(
  app: App,
  config: FunctionsConfig,
  log: (message: string) => void,
  errors: ErrorLog,
): FirebasePorts {
  const [db, uploadsDb] = [getFirestore(app), getFirestore(app, UPLOADS_DATABASE)];
  for (const database of [db, uploadsDb]) {
    if (configured.has(database)) continue;
    database.settings({ ignoreUndefinedProperties: true });
    configured.add(database);
  }
  return {
    documents: createFirestoreDocumentStore(db),
    files: createCloudStorageFileStore(getStorage(app).bucket(), uploadsDb, {
      emulatorHost: config.storageEmulatorHost,
    }),
    mailer: createSmtpMailer({
      ...config.smtp,
      from: { name: BRAND_NAME, address: config.mailFrom },
      log,
      secretRejected: (detail) => errors.secretRejected("SMTP_PASSWORD", detail),
    }),
    humanCheck: humanCheckFor(config, log, errors),
    clock: systemClock,
    config: { production: config.production, siteUrl: config.siteUrl, linkKeys: config.linkKeys },
  };
}
