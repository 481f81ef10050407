import type { BrandSignupDocument, NewsletterSubscriberDocument } from "~/shared/documents";
import { BRAND_OPT_IN_WORDING, CONSENT_POLICY_VERSION } from "~/shared/consent";
import { sendMarketingEmail } from "../consent/marketing-email";
import { confirmSubscription } from "../handlers/confirm-subscription";
import { emailKey } from "../handlers/common";
import { subscribeToWaitlist } from "../handlers/subscribe-to-waitlist";
import { unsubscribe, unsubscribeOneClick } from "../handlers/unsubscribe";
import type { MailMessage } from "../ports";
import { createTestPorts, TEST_SITE_URL, type TestPorts } from "@testing/ports/test-ports";

const visitor = { caller: null };
const MINUTE = 60_000;
let ports: TestPorts;
beforeEach(() => {
  ports = createTestPorts();
});

const subscribe = (email: string, extra: object = {}) =>
  subscribeToWaitlist({ email, "g-recaptcha-response": "human", sourcePage: "/prices", ...extra }, visitor, ports);
const brand = (email: string, emailListOptIn: boolean) =>
  subscribeToWaitlist(
    {
      type: "brand",
      name: "Sam",
      email,
      companyName: "Glow",
      website: "",
      "bot-field": "",
      emailListOptIn,
      "g-recaptcha-response": "human",
    },
    visitor,
    ports,
  );
const mailsTo = (address: string) => ports.mailer.sent.filter((mail) => mail.to.address === address);
/** The welcome e-mail is sent after the confirmation is answered. */
const nthMailTo = (address: string, n: number) =>
  vi.waitFor(() => {
    const mail = mailsTo(address)[n];
    if (!mail) throw new Error(`no mail #${n} to ${address} yet`);
    return mail;
  });
const tokenIn = (mail: MailMessage, path: string) =>
  decodeURIComponent(new RegExp(`${path}\\?token=(\\S+)`).exec(mail.text)![1]!);
const outcomeOf = async (result: Promise<{ body: unknown }>) => ((await result).body as { outcome: string }).outcome;
const confirm = (token: string) => outcomeOf(confirmSubscription({ token }, visitor, ports));
const subscriber = (email: string) =>
  ports.documents.get<NewsletterSubscriberDocument>("newsletter_subscribers", emailKey(email.toLowerCase()));

describe("double opt-in", () => {
  it("a newsletter sign-up is unconfirmed until the e-mailed link is followed; the link goes to the site's page", async () => {
    expect(await subscribe("ada@example.com")).toEqual({ status: 200, body: { ok: true } });
    const [mail] = mailsTo("ada@example.com");
    expect(mail?.subject).toBe("Please confirm your subscription to Reelmark");
    expect(mail?.text).toContain(`${TEST_SITE_URL}/confirm-subscription?token=`);
    expect(mail?.headers).toBeUndefined();
    expect(
      await sendMarketingEmail(ports, "newsletter", emailKey("ada@example.com"), { subject: "News", paragraphs: [] }),
    ).toBe("not_subscribed");

    ports.clock.advance(5 * MINUTE);
    expect(await confirm(tokenIn(mail!, "confirm-subscription"))).toBe("confirmed");
    expect((await subscriber("ada@example.com"))?.consent).toMatchObject({
      status: "confirmed",
      requestedAt: "2026-05-01T09:00:00.000Z",
      confirmedAt: "2026-05-01T09:05:00.000Z",
      confirmNonce: null,
      policyVersion: CONSENT_POLICY_VERSION,
    });
  });

  it("a ticked brand opt-in records the opt-in wording and mails a link; an unticked one mails nothing", async () => {
    await brand("no-thanks@glow.example", false);
    await brand("yes-please@glow.example", true);
    expect(mailsTo("no-thanks@glow.example")).toEqual([]);
    const [mail] = mailsTo("yes-please@glow.example");
    const entry = await ports.documents.get<BrandSignupDocument>("brand_signups", emailKey("yes-please@glow.example"));
    expect(entry).toMatchObject({
      email_list_opt_in: true,
      consent: {
        status: "unconfirmed",
        placement: "brand_opt_in",
        sourcePage: "/brand-signup",
        wording: BRAND_OPT_IN_WORDING,
      },
    });
    expect(await confirm(tokenIn(mail!, "confirm-subscription"))).toBe("confirmed");
  });

  it("confirming sends the first marketing e-mail, with an unsubscribe link and RFC 8058 headers", async () => {
    await subscribe("grace@example.com");
    await confirm(tokenIn(mailsTo("grace@example.com")[0]!, "confirm-subscription"));
    const welcome = await nthMailTo("grace@example.com", 1);
    expect(welcome.subject).toBe("You're subscribed to Reelmark updates");
    const pageToken = tokenIn(welcome, "unsubscribe");
    expect(welcome.html).toContain(`href="${TEST_SITE_URL}/unsubscribe?token=${encodeURIComponent(pageToken)}"`);
    expect(welcome.headers).toEqual({
      "List-Unsubscribe": `<${TEST_SITE_URL}/api/unsubscribe/one-click?token=${encodeURIComponent(pageToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("a repeat before confirming re-sends at most every 10 minutes, and the answer never changes", async () => {
    const first = await subscribe("bob@example.com");
    ports.clock.advance(9 * MINUTE);
    expect(await subscribe("BOB@example.com")).toEqual(first);
    expect(mailsTo("bob@example.com")).toHaveLength(1);
    ports.clock.advance(MINUTE);
    expect(await subscribe("bob@example.com")).toEqual(first);
    const [older, newer] = mailsTo("bob@example.com");
    expect(newer).toBeDefined();
    // Both links confirm the same request, once.
    expect(await confirm(tokenIn(newer!, "confirm-subscription"))).toBe("confirmed");
    expect(await confirm(tokenIn(older!, "confirm-subscription"))).toBe("already_confirmed");
    await nthMailTo("bob@example.com", 2); // the welcome e-mail
    // Once confirmed, signing up again sends nothing.
    ports.clock.advance(60 * MINUTE);
    await subscribe("bob@example.com");
    expect(mailsTo("bob@example.com")).toHaveLength(3);
  });

  it("an expired link is answered 'expired'; signing up again mails a fresh link that works", async () => {
    await subscribe("late@example.com");
    const stale = tokenIn(mailsTo("late@example.com")[0]!, "confirm-subscription");
    ports.clock.advance(8 * 24 * 60 * MINUTE);
    expect(await confirm(stale)).toBe("expired");
    await subscribe("late@example.com");
    expect(await confirm(tokenIn(mailsTo("late@example.com")[1]!, "confirm-subscription"))).toBe("confirmed");
  });

  it("production refuses a newsletter sign-up when mail is not configured, and stores nothing", async () => {
    ports = createTestPorts({ production: true, mailConfigured: false });
    expect(await subscribe("nomail@example.com")).toEqual({
      status: 500,
      body: { error: "E-mail delivery is not configured on the server" },
    });
    expect(await subscriber("nomail@example.com")).toBeNull();
  });
});

describe("unsubscribe", () => {
  async function confirmedWelcome(email: string) {
    await subscribe(email);
    await confirm(tokenIn(mailsTo(email)[0]!, "confirm-subscription"));
    return tokenIn(await nthMailTo(email, 1), "unsubscribe");
  }

  it("works from the page without signing in, is recorded, and stops marketing e-mail", async () => {
    const token = await confirmedWelcome("leave@example.com");
    ports.clock.advance(MINUTE);
    expect(await outcomeOf(unsubscribe({ token }, visitor, ports))).toBe("unsubscribed");
    expect((await subscriber("leave@example.com"))?.consent).toMatchObject({
      status: "unsubscribed",
      unsubscribedAt: "2026-05-01T09:01:00.000Z",
      unsubscribedVia: "page",
    });
    expect(await outcomeOf(unsubscribe({ token }, visitor, ports))).toBe("already_unsubscribed");
    const id = emailKey("leave@example.com");
    expect(await sendMarketingEmail(ports, "newsletter", id, { subject: "News", paragraphs: ["Hi"] })).toBe(
      "not_subscribed",
    );
  });

  it("one-click needs the RFC 8058 body and records how it came", async () => {
    const token = await confirmedWelcome("oneclick@example.com");
    expect(await unsubscribeOneClick({ token, body: {} }, visitor, ports)).toEqual({
      status: 400,
      body: { error: "Expected List-Unsubscribe=One-Click" },
    });
    const body = { "List-Unsubscribe": "One-Click" };
    expect(await outcomeOf(unsubscribeOneClick({ token, body }, visitor, ports))).toBe("unsubscribed");
    expect((await subscriber("oneclick@example.com"))?.consent?.unsubscribedVia).toBe("one_click");
  });

  it("a confirmation link cannot unsubscribe, and an unsubscribe link cannot confirm", async () => {
    await subscribe("cross@example.com");
    const confirmToken = tokenIn(mailsTo("cross@example.com")[0]!, "confirm-subscription");
    expect(await outcomeOf(unsubscribe({ token: confirmToken }, visitor, ports))).toBe("invalid");
    await confirm(confirmToken);
    const unsubscribeToken = tokenIn(await nthMailTo("cross@example.com", 1), "unsubscribe");
    expect(await confirm(unsubscribeToken)).toBe("invalid");
  });

  it("signing up again a minute after unsubscribing mails a new confirmation at once, which works", async () => {
    const token = await confirmedWelcome("changed-mind@example.com");
    await unsubscribe({ token }, visitor, ports);
    ports.clock.advance(MINUTE);
    expect(await subscribe("changed-mind@example.com")).toEqual({ status: 200, body: { ok: true } });
    expect((await subscriber("changed-mind@example.com"))?.consent?.status).toBe("unconfirmed");
    const confirmation = mailsTo("changed-mind@example.com")[2];
    expect(confirmation?.subject).toBe("Please confirm your subscription to Reelmark");
    // A repeat of the new request is throttled as any pending confirmation is.
    await subscribe("changed-mind@example.com");
    expect(mailsTo("changed-mind@example.com")).toHaveLength(3);
    expect(await confirm(tokenIn(confirmation!, "confirm-subscription"))).toBe("confirmed");
  });

  it("an old confirmation link of someone who unsubscribed says so, and signs nobody up", async () => {
    await subscribe("gone@example.com");
    const confirmToken = tokenIn(mailsTo("gone@example.com")[0]!, "confirm-subscription");
    await confirm(confirmToken);
    const token = tokenIn(await nthMailTo("gone@example.com", 1), "unsubscribe");
    await unsubscribe({ token }, visitor, ports);
    expect(await confirm(confirmToken)).toBe("unsubscribed");
    expect((await subscriber("gone@example.com"))?.consent?.status).toBe("unsubscribed");
  });

  it("signing up again after unsubscribing needs a new confirmation; the old unsubscribe link still works", async () => {
    const token = await confirmedWelcome("back@example.com");
    await unsubscribe({ token }, visitor, ports);
    ports.clock.advance(10 * MINUTE);
    await subscribe("back@example.com");
    expect((await subscriber("back@example.com"))?.consent?.status).toBe("unconfirmed");
    expect(await confirm(tokenIn(mailsTo("back@example.com")[2]!, "confirm-subscription"))).toBe("confirmed");
    expect(await outcomeOf(unsubscribe({ token }, visitor, ports))).toBe("unsubscribed");
  });
});
