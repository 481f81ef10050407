import nodemailer from "nodemailer";
import type { Mailer } from "@functions/core/ports";
import { isSingleEmailAddress } from "~/shared/schemas/email-address";

export interface SmtpMailerOptions {
  /** Default 127.0.0.1:1025, the local maildev inbox. */
  host?: string;
  port?: number;
  secure?: boolean;
  user?: string;
  password?: string;
  from: { name: string; address: string };
  /**
   * False for the local capture inbox: production refuses to approve without real SMTP
   * (docs/security.md). True when real SMTP settings were given.
   */
  configured: boolean;
  log?: (message: string) => void;
  /** The server refused the login (535, nodemailer's `EAUTH`): no mail leaves until the password is rotated. */
  secretRejected?: (detail: string) => void;
}

/** nodemailer over SMTP; a delivery failure answers `delivered: false` and is logged. */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    // One instance's e-mails share its open connections (a TLS handshake and a login per connection, not per
    // e-mail), each closed after 15 s idle (before socketTimeout would). A connection the server closed while idle
    // is replaced, its message sent on the new one; one cut off while a message was under way is not sent again
    // (delivered: false), so an e-mail goes at most once.
    pool: true,
    maxConnections: 2,
    idleTimeout: 15_000,
    host: options.host ?? "127.0.0.1",
    port: options.port ?? 1025,
    secure: options.secure ?? false,
    auth: options.user ? { user: options.user, pass: options.password ?? "" } : undefined,
    // maildev speaks plain SMTP; never try to upgrade a local connection. Real SMTP on a plain port
    // must upgrade with STARTTLS or not send at all: the password and the mail never cross in clear.
    ignoreTLS: !options.configured,
    requireTLS: options.configured && !options.secure,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const log = options.log ?? ((message: string) => console.error(message));
  return {
    configured: options.configured,
    async send(message) {
      const { address, name = "" } = message.to;
      // The core checks this too; a list here would mail every address in it.
      if (!isSingleEmailAddress(address)) {
        log("[mail] refused a recipient that is not exactly one address");
        return { delivered: false };
      }
      try {
        const { subject, text, html, headers = {} } = message;
        await transport.sendMail({
          from: options.from,
          // An object, never text: nodemailer parses text into an address list, an object it takes as one address.
          to: { address, name },
          subject,
          text,
          html,
          // Set by the core, never from user input; "prepared" keeps a long unsubscribe URL on one line.
          headers: Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, { prepared: true, value }])),
        });
        return { delivered: true };
      } catch (error) {
        // Never the address: logs are no place for personal data.
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        if (code === "EAUTH" || responseCode === 535) options.secretRejected?.(`SMTP answered ${responseCode ?? code}`);
        log(`[mail] delivery failed: ${code ?? (error as Error).message}`);
        return { delivered: false };
      }
    },
  };
}
