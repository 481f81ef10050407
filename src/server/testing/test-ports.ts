import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSqliteDocumentStore, type SqliteDocumentStore } from "~/server/adapters/sqlite-document-store";
import type { Caller } from "~/core/context";
import type { CorePorts } from "~/core/ports";
import {
  createManualClock,
  createRecordingMailer,
  createScriptedHumanCheck,
  type ManualClock,
  type RecordingMailer,
  type ScriptedHumanCheck,
} from "~/core/testing/fakes";
import { createMemoryFileStore, type MemoryFileStore } from "~/core/testing/memory-file-store";

export interface TestPorts extends CorePorts {
  documents: SqliteDocumentStore;
  files: MemoryFileStore;
  mailer: RecordingMailer;
  humanCheck: ScriptedHumanCheck;
  clock: ManualClock;
  cleanup(): void;
}

/** The real SQLite store in a temp file, with fakes for files, mail, human check and clock. */
export function createTestPorts(
  options: { humanCheck?: "enforced" | "skipped"; production?: boolean; mailConfigured?: boolean } = {},
): TestPorts {
  const directory = mkdtempSync(join(tmpdir(), "core-test-"));
  const documents = createSqliteDocumentStore({ filename: join(directory, "documents.sqlite") });
  return {
    documents,
    files: createMemoryFileStore(),
    mailer: createRecordingMailer({ configured: options.mailConfigured ?? true }),
    humanCheck: createScriptedHumanCheck(options.humanCheck ?? "enforced"),
    clock: createManualClock(),
    config: { production: options.production ?? false },
    cleanup() {
      documents.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export const callers = {
  admin: { uid: "admin-uid", email: "admin@example.com", isAdmin: true, isAnonymous: false },
  user: { uid: "user-uid", email: "someone@example.com", isAdmin: false, isAnonymous: false },
  applicant: { uid: "applicant-uid", email: null, isAdmin: false, isAnonymous: true },
  otherApplicant: { uid: "other-uid", email: null, isAdmin: false, isAnonymous: true },
} satisfies Record<string, Caller>;
