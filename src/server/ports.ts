import path from "node:path";
import { BRAND_NAME } from "~/shared/brand";
import type { CorePorts } from "~/core/ports";
import { createRecaptchaHumanCheck } from "~/firebase/adapters/recaptcha-human-check";
import { createSmtpMailer } from "~/firebase/adapters/smtp-mailer";
import { createSqliteDocumentStore, type SqliteDocumentStore } from "./adapters/sqlite-document-store";
import { systemClock } from "~/firebase/adapters/system-clock";
import type { ServerConfig } from "./config";
import { consentLinkSecret } from "./consent-secret";
import { createDiskFileStore, type DiskFileStore } from "./files/disk-file-store";

export type EmbeddedPorts = CorePorts & { documents: SqliteDocumentStore; files: DiskFileStore };

export const DATABASE_FILE = "documents.sqlite";

/** The embedded backend's adapters (docs/decisions/0001-backends.md), all rooted in the data directory. */
export function createEmbeddedPorts(config: ServerConfig, log: (message: string) => void): EmbeddedPorts {
  const production = config.NODE_ENV === "production";
  return {
    documents: createSqliteDocumentStore({ filename: path.join(config.dataDir, DATABASE_FILE) }),
    files: createDiskFileStore(path.join(config.dataDir, "files")),
    mailer: createSmtpMailer({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE === "true",
      user: config.SMTP_USER,
      password: config.SMTP_PASSWORD,
      from: { name: BRAND_NAME, address: config.MAIL_FROM_ADDRESS },
      configured: Boolean(config.SMTP_USER),
      log,
    }),
    humanCheck: createRecaptchaHumanCheck({ secret: config.RECAPTCHA_SECRET, production, log }),
    clock: systemClock,
    config: {
      production,
      siteUrl: config.siteUrl,
      consentLinkSecret: consentLinkSecret(config.CONSENT_LINK_SECRET, config.dataDir),
    },
  };
}
