import type { CreatorApplicationDocument, NewsletterSubscriberDocument } from "~/shared/documents";
import { getApplicationStatus, resendStatusLink } from "../handlers/application-status";
import { submitCreatorApplication } from "../handlers/creator-application";
import { EMAILS_PER_ADDRESS_PER_DAY } from "../handlers/daily-allowance";
import { subscribeToWaitlist } from "../handlers/subscribe-to-waitlist";
import { emailKey } from "../handlers/common";
import { createTestPorts, type TestPorts } from "@testing/ports/test-ports";
import { applicationFields, asApplicant } from "./application-test-bed";
import { sampleBrandSignup } from "@testing/fixtures/sample-brand-signup";

let ports: TestPorts;
beforeEach(() => {
  ports = createTestPorts();
});

const HUMAN = { "g-recaptcha-response": "human" };
const visitor = { caller: null, remoteIp: "203.0.113.9" };
/** Longer than the confirmation's and the status link's 10-minute pause, so each request is due a new e-mail. */
const PAUSE_MS = 11 * 60_000;
const CONFIRMATION = "Please confirm your subscription to Reelmark";
const ACKNOWLEDGEMENT = "We have received your application to Reelmark";
const STATUS_LINK = "Your Reelmark application link";

const subscribe = (email: string) => subscribeToWaitlist({ email, ...HUMAN, sourcePage: "/" }, visitor, ports);
const brand = (email: string) =>
  subscribeToWaitlist(sampleBrandSignup({ email, emailListOptIn: true, ...HUMAN }), visitor, ports);
/** A creator application without files (a portfolio link), each `variant` a different application. */
const apply = (email: string, variant = "https://ada.example", extra: Record<string, string> = {}) =>
  submitCreatorApplication(
    applicationFields({ email, portfolioUrl: variant, uploadedFiles: "", ...extra }),
    asApplicant,
    ports,
  );
const resend = (email: string) => resendStatusLink({ email, ...HUMAN }, visitor, ports);
const mailsTo = (address: string) =>
  ports.mailer.sent.filter((mail) => mail.to.address.toLowerCase() === address.toLowerCase()).map((m) => m.subject);

describe("e-mails to one address a UTC day, every kind together", () => {
  it(`sends ${EMAILS_PER_ADDRESS_PER_DAY} a day and no more; each request is answered and stored as before`, async () => {
    for (let n = 0; n <= EMAILS_PER_ADDRESS_PER_DAY; n += 1) {
      expect(await subscribe("victim@example.com")).toEqual({ status: 200, body: { ok: true } });
      ports.clock.advance(PAUSE_MS);
    }
    expect(mailsTo("victim@example.com")).toEqual(Array(EMAILS_PER_ADDRESS_PER_DAY).fill(CONFIRMATION));
    const entry = await ports.documents.get<NewsletterSubscriberDocument>(
      "newsletter_subscribers",
      emailKey("victim@example.com"),
    );
    expect(entry).toMatchObject({ email: "victim@example.com", repeatCount: EMAILS_PER_ADDRESS_PER_DAY });
  });

  it("counts the address as the sign-up lists normalise it, and starts again the next UTC day", async () => {
    // Each list and each application mails the address as it was typed there.
    await brand(" VICTIM@example.com");
    await apply("Victim@Example.COM ");
    for (let n = 0; n < EMAILS_PER_ADDRESS_PER_DAY; n += 1) {
      await subscribe("victim@example.com");
      ports.clock.advance(PAUSE_MS);
    }
    expect(ports.mailer.sent.map((mail) => mail.to.address)).toEqual([
      "VICTIM@example.com",
      "Victim@Example.COM",
      "victim@example.com",
      "victim@example.com",
      "victim@example.com",
    ]);
    // The count's id is a hash: no address is a document id or a stored value.
    const counts = await ports.documents.list("daily_counts", { orderBy: "expiresAt", limit: 10 });
    expect(JSON.stringify(counts.items)).not.toMatch(/victim/i);
    // 09:00 + 55 minutes; midnight UTC starts a new day.
    ports.clock.advance(15 * 60 * 60_000);
    await subscribe("victim@example.com");
    expect(mailsTo("victim@example.com")).toHaveLength(EMAILS_PER_ADDRESS_PER_DAY + 1);
  });

  it("counts acknowledgements, confirmations and status links sent again in one allowance", async () => {
    const steps = [
      () => apply("victim@example.com", "https://ada.example", { newsletterConsent: "true" }),
      () => brand("victim@example.com"),
      () => resend("victim@example.com"),
      () => subscribe("victim@example.com"),
      // Past the allowance: each is answered as ever, and sends nothing.
      () => brand("victim@example.com"),
      () => resend("victim@example.com"),
      () => subscribe("victim@example.com"),
    ];
    const answers = [];
    for (const step of steps) {
      answers.push((await step()).status);
      ports.clock.advance(PAUSE_MS);
    }
    expect(answers).toEqual([201, 200, 200, 200, 200, 200, 200]);
    expect(mailsTo("victim@example.com")).toEqual([
      ACKNOWLEDGEMENT,
      CONFIRMATION,
      CONFIRMATION,
      STATUS_LINK,
      CONFIRMATION,
    ]);
    // A status link not sent leaves the last one sent working.
    const last = ports.mailer.sent.filter((mail) => mail.subject === STATUS_LINK).at(-1)!;
    const token = decodeURIComponent(/\/application-status\?token=([^\s"<]+)/.exec(last.text)![1]!);
    expect((await getApplicationStatus({ token }, visitor, ports)).body).toMatchObject({ outcome: "found" });
  });

  it("leaves every other address its own allowance", async () => {
    for (let n = 0; n <= EMAILS_PER_ADDRESS_PER_DAY; n += 1) {
      await subscribe("victim@example.com");
      ports.clock.advance(PAUSE_MS);
    }
    await subscribe("other@example.com");
    expect(await apply("else@example.com")).toMatchObject({ status: 201 });
    expect(mailsTo("other@example.com")).toEqual([CONFIRMATION]);
    expect(mailsTo("else@example.com")).toEqual([ACKNOWLEDGEMENT]);
  });

  it("an application past the allowance is stored and not acknowledged", async () => {
    for (let n = 0; n < EMAILS_PER_ADDRESS_PER_DAY; n += 1) {
      await subscribe("victim@example.com");
      ports.clock.advance(PAUSE_MS);
    }
    const result = await apply("victim@example.com");
    expect(result).toMatchObject({ status: 201, body: { ok: true } });
    const id = (result.body as { id: string }).id;
    expect(await ports.documents.get<CreatorApplicationDocument>("creator_applications", id)).toMatchObject({
      email: "victim@example.com",
      status: "pending",
    });
    expect(mailsTo("victim@example.com")).not.toContain(ACKNOWLEDGEMENT);
  });
});
