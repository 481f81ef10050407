import { env } from "../../scripts/env.ts";
import { inboxAuthorization, inboxCredentials } from "../../scripts/local-inbox.ts";

/** The e2e stack's own maildev inbox (scripts/firebase-stack.mjs serve): every e-mail the site sends lands here. */
const INBOX_URL = env.INBOX_URL;
/** Its web API asks for the login the stack generated (.data/inbox-credentials.json). */
const headers = () => ({ authorization: inboxAuthorization(inboxCredentials()) });

export interface Mail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string; name?: string }>;
  /** Header names in lower case, as maildev parses them. */
  headers: Record<string, string>;
}

export interface MailQuery {
  to?: string;
  subject?: string | RegExp;
}

const matches = (mail: Mail, query: MailQuery) =>
  (!query.to || mail.to.some((to) => to.address.toLowerCase() === query.to!.toLowerCase())) &&
  (query.subject === undefined ||
    (typeof query.subject === "string" ? mail.subject === query.subject : query.subject.test(mail.subject)));

/**
 * Reads and deletes mail through maildev's REST API. The inbox may be shared with other runs,
 * so a test only ever deletes the mail it found, never the whole inbox.
 */
export function createInbox() {
  const read = new Set<string>();

  async function list(query: MailQuery = {}): Promise<Mail[]> {
    const response = await fetch(`${INBOX_URL}/email`, { headers: headers() });
    if (!response.ok) throw new Error(`maildev answered ${response.status}: is the stack's inbox running?`);
    return ((await response.json()) as Mail[]).filter((mail) => matches(mail, query));
  }

  async function remove(id: string): Promise<void> {
    await fetch(`${INBOX_URL}/email/${encodeURIComponent(id)}`, { method: "DELETE", headers: headers() });
    read.delete(id);
  }

  return {
    list,
    /** The first mail matching `query`, waiting for delivery (asynchronous) up to `timeoutMs`. */
    async find(query: MailQuery, { timeoutMs = 10_000 } = {}): Promise<Mail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [mail] = await list(query);
        if (mail) {
          read.add(mail.id);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`No mail matching ${JSON.stringify(query)} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    delete: remove,
    /** Deletes every mail `find` answered during the test. */
    async cleanUp(): Promise<void> {
      await Promise.all([...read].map(remove));
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
