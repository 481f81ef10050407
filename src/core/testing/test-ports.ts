import type { Caller } from "../context";
import type { CorePorts, DocumentStore } from "../ports";
import {
  createManualClock,
  createRecordingMailer,
  createScriptedHumanCheck,
  type ManualClock,
  type RecordingMailer,
  type ScriptedHumanCheck,
} from "./fakes";
import { createMemoryDocumentStore } from "./memory-document-store";
import { createMemoryFileStore, type MemoryFileStore } from "./memory-file-store";

export const TEST_SITE_URL = "https://site.test";
export const TEST_CONSENT_LINK_SECRET = "test-consent-link-secret-0123456789abcdef";
export const TEST_STATUS_LINK_SECRET = "test-status-link-secret-0123456789abcdef";
const TEST_EXPORT_PART_SECRET = "test-export-part-secret-0123456789abcdef";

export interface TestPorts extends CorePorts {
  documents: DocumentStore;
  files: MemoryFileStore;
  mailer: RecordingMailer;
  humanCheck: ScriptedHumanCheck;
  clock: ManualClock;
}

/** The in-memory document and file stores (held to the same contracts as Firestore and Storage), with fakes for mail, human check and clock. */
export function createTestPorts(
  options: { humanCheck?: "enforced" | "skipped"; production?: boolean; mailConfigured?: boolean } = {},
): TestPorts {
  return {
    documents: createMemoryDocumentStore(),
    files: createMemoryFileStore(),
    mailer: createRecordingMailer({ configured: options.mailConfigured ?? true }),
    humanCheck: createScriptedHumanCheck(options.humanCheck ?? "enforced"),
    clock: createManualClock(),
    config: {
      production: options.production ?? false,
      siteUrl: TEST_SITE_URL,
      linkKeys: {
        consent: TEST_CONSENT_LINK_SECRET,
        status: TEST_STATUS_LINK_SECRET,
        exportPart: TEST_EXPORT_PART_SECRET,
      },
    },
  };
}

export const callers = {
  admin: { uid: "admin-uid", email: "admin@example.com", isAdmin: true, isAnonymous: false },
  user: { uid: "user-uid", email: "someone@example.com", isAdmin: false, isAnonymous: false },
  applicant: { uid: "applicant-uid", email: null, isAdmin: false, isAnonymous: true },
  otherApplicant: { uid: "other-uid", email: null, isAdmin: false, isAnonymous: true },
} satisfies Record<string, Caller>;
