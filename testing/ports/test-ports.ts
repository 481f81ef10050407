import type { Caller } from "@functions/core/context";
import { deliverOutboxEntry } from "@functions/core/handlers/outbox-delivery";
import type { CorePorts, DocumentStore } from "@functions/core/ports";
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

/**
 * A store whose new `outbox` entries are delivered as the `sendOutboxMail` trigger delivers them,
 * before the write that made them returns: the tests see the e-mail once the request has answered.
 */
function withOutboxTrigger(documents: DocumentStore, ports: () => CorePorts): DocumentStore {
  const create: DocumentStore["create"] = async (collection, data) => {
    const id = await documents.create(collection, data);
    if (collection === "outbox") await deliverOutboxEntry(ports(), id);
    return id;
  };
  const createInSlot: DocumentStore["createInSlot"] = async (collection, id, data, slot, outboxEntry) => {
    const outcome = await documents.createInSlot(collection, id, data, slot, outboxEntry);
    if (outcome.kind === "created" && outboxEntry) await deliverHeldOutbox(ports());
    return outcome;
  };
  const wrapped: Partial<DocumentStore> = { create, createInSlot };
  return new Proxy(documents, {
    get: (target, key, receiver) =>
      (typeof key === "string" && wrapped[key as keyof DocumentStore]) || Reflect.get(target, key, receiver),
  });
}

/** Delivers every outbox entry still waiting (ports made with `outbox: "held"`), oldest first. */
export async function deliverHeldOutbox(ports: CorePorts): Promise<void> {
  const waiting = await ports.documents.list("outbox", { orderBy: "createdAt", limit: 1000 });
  for (const { id } of waiting.items.reverse()) await deliverOutboxEntry(ports, id);
}

/**
 * The in-memory document and file stores (held to the same contracts as Firestore and Storage), with
 * fakes for mail, human check and clock. The outbox trigger runs as each entry is written, unless
 * `outbox` is "held": then entries wait for deliverHeldOutbox.
 */
export function createTestPorts(
  options: {
    humanCheck?: "enforced" | "skipped";
    production?: boolean;
    mailConfigured?: boolean;
    outbox?: "delivered" | "held";
  } = {},
): TestPorts {
  const store = createMemoryDocumentStore();
  const ports: TestPorts = {
    documents: options.outbox === "held" ? store : withOutboxTrigger(store, () => ports),
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
  return ports;
}

export const callers = {
  admin: { uid: "admin-uid", email: "admin@example.com", isAdmin: true, isAnonymous: false },
  user: { uid: "user-uid", email: "someone@example.com", isAdmin: false, isAnonymous: false },
  applicant: { uid: "applicant-uid", email: null, isAdmin: false, isAnonymous: true },
  otherApplicant: { uid: "other-uid", email: null, isAdmin: false, isAnonymous: true },
} satisfies Record<string, Caller>;
