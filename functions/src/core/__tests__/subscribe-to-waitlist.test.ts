import type { BrandSignupDocument, NewsletterSubscriberDocument } from "~/shared/documents";
import { CONSENT_POLICY_VERSION, NEWSLETTER_CONSENT_WORDING } from "~/shared/consent";
import { sha256Hex } from "../handlers/common";
import { subscribeToWaitlist } from "../handlers/subscribe-to-waitlist";
import { createTestPorts, type TestPorts } from "@testing/ports/test-ports";
import { sampleBrandSignup } from "@testing/fixtures/sample-brand-signup";

let ports: TestPorts;

const brand = sampleBrandSignup;
/** What the entries store of their mailbox: its slot's key, a hash of the mailbox, no address. */
const MAILBOX_BRAND = sha256Hex("bo@brand.co");
const MAILBOX_NEWSLETTER = sha256Hex("a@b.co");
const anonymous = { caller: null, remoteIp: "203.0.113.9" };
const all = async (collection: "brand_signups" | "newsletter_subscribers") =>
  (
    await ports.documents.list<BrandSignupDocument & NewsletterSubscriberDocument>(collection, {
      orderBy: "email",
      limit: 50,
    })
  ).items;

describe("brand waitlist", () => {
  beforeEach(() => {
    ports = createTestPorts();
  });

  it("answers each validation message in product.md order and stores nothing", async () => {
    const cases: Array<[object, string]> = [
      [{ name: " ", email: "", companyName: "" }, "Name is required"],
      [{ email: "nope", companyName: "" }, "Valid email is required"],
      [{ companyName: "  " }, "Company name is required"],
    ];
    for (const [overrides, error] of cases) {
      expect(await subscribeToWaitlist(brand(overrides), anonymous, ports)).toEqual({ status: 400, body: { error } });
    }
    expect(await all("brand_signups")).toEqual([]);
  });

  it("stores the product's brand_signups fields with status pending, the e-mail as typed (trimmed), and flags", async () => {
    expect(await subscribeToWaitlist(brand({ email: " Bo@Brand.CO " }), anonymous, ports)).toEqual({
      status: 200,
      body: { ok: true },
    });
    const [signup] = await all("brand_signups");
    expect(signup?.data).toEqual({
      name: "Bo Brand",
      company_name: "Brand Ltd",
      email: "Bo@Brand.CO",
      website: "https://brand.co",
      status: "pending",
      notes: "",
      email_list_opt_in: false,
      meeting_signed_up: false,
      created_at: "2026-05-01T09:00:00.000Z",
      updated_at: "2026-05-01T09:00:00.000Z",
      flags: { disposable: false },
      mailboxSlot: MAILBOX_BRAND,
      attribution: { first: null, last: null },
      estimate: null,
      searchTokens: expect.arrayContaining(["bo brand", "brand ltd", "bo@brand.co"]),
    });
    // No opt-in, no marketing: nothing is mailed.
    expect(ports.mailer.sent).toEqual([]);
  });

  it("a filled honeypot is answered 200 and stores nothing, even when the rest is invalid", async () => {
    expect(await subscribeToWaitlist(brand({ "bot-field": "http://spam" }), anonymous, ports)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await subscribeToWaitlist(brand({ "bot-field": "x", name: "" }), anonymous, ports)).toMatchObject({
      status: 200,
    });
    expect(await all("brand_signups")).toEqual([]);
  });

  it("a repeat sign-up (other case and spaces) never changes the entry's data, opt-in or the admin's fields; a ticked opt-in only asks the mailbox to confirm", async () => {
    await subscribeToWaitlist(brand(), anonymous, ports);
    const [first] = await all("brand_signups");
    await ports.documents.update("brand_signups", first!.id, { status: "contacted", notes: "Called" });
    const before = (await all("brand_signups"))[0]!.data;
    ports.clock.advance(60_000);
    const repeat = await subscribeToWaitlist(
      brand({
        email: "  BO@brand.co ",
        name: "Mallory",
        companyName: "Brand Group",
        website: "https://evil.example",
        emailListOptIn: true,
        "g-recaptcha-response": "human",
      }),
      anonymous,
      ports,
    );
    expect(repeat).toEqual({ status: 200, body: { ok: true } });
    const records = await all("brand_signups");
    expect(records).toHaveLength(1);
    expect(records[0]?.data).toEqual({
      ...before,
      consent: expect.objectContaining({ status: "unconfirmed", placement: "brand_opt_in", confirmedAt: null }),
      consent_revision: 1,
      repeat_count: 1,
      last_repeat_at: "2026-05-01T09:01:00.000Z",
      repeat_differences: [
        {
          at: "2026-05-01T09:01:00.000Z",
          submitted: {
            name: "Mallory",
            company_name: "Brand Group",
            website: "https://evil.example",
            email_list_opt_in: true,
          },
        },
      ],
    });
    expect(records[0]?.data).toMatchObject({ name: "Bo Brand", email_list_opt_in: false, status: "contacted" });
    expect(ports.mailer.sent.map((mail) => mail.to.address)).toEqual(["bo@brand.co"]);
  });

  it("answers a repeat exactly as a first sign-up, so the form reveals nothing about who signed up", async () => {
    const first = await subscribeToWaitlist(brand(), anonymous, ports);
    const again = await subscribeToWaitlist(brand(), anonymous, ports);
    expect(again).toEqual(first);
    // An identical repeat is counted but records no differences.
    const [entry] = await all("brand_signups");
    expect(entry?.data.repeat_count).toBe(1);
    expect(entry?.data.repeat_differences).toBeUndefined();
  });

  it("keeps only the latest 10 differing repeats, and counts every concurrent repeat once", async () => {
    await subscribeToWaitlist(brand(), anonymous, ports);
    await Promise.all(
      Array.from({ length: 25 }, (_, n) =>
        subscribeToWaitlist(brand({ name: `Name ${"x".repeat(n + 1)}` }), anonymous, ports),
      ),
    );
    const [entry] = await all("brand_signups");
    expect(entry?.data.repeat_count).toBe(25);
    expect(entry?.data.repeat_differences).toHaveLength(10);
    expect(entry?.data.name).toBe("Bo Brand");
  });

  it("keys each entry by a 64-character hash of the normalised e-mail, also for the longest e-mails", async () => {
    const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.co`;
    expect(long).toHaveLength(254);
    expect(await subscribeToWaitlist(brand({ email: long.toUpperCase() }), anonymous, ports)).toMatchObject({
      status: 200,
    });
    const [entry] = await all("brand_signups");
    expect(entry?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(entry?.data.email).toBe(long.toUpperCase());
  });

  it("one entry for an address typed with composed or decomposed accents, stored composed", async () => {
    await subscribeToWaitlist(brand({ email: "\u00fcber@brand.de" }), anonymous, ports);
    await subscribeToWaitlist(brand({ email: "U\u0308ber@Brand.DE" }), anonymous, ports);
    const entries = await all("brand_signups");
    expect(entries).toHaveLength(1);
    expect(entries[0]?.data.email).toBe("\u00fcber@brand.de");
    expect(entries[0]?.data.repeat_count).toBe(1);
  });

  it("runs the human check on every sign-up, ticked opt-in or not", async () => {
    for (const token of ["", "robot"]) {
      expect(await subscribeToWaitlist(brand({ "g-recaptcha-response": token }), anonymous, ports)).toEqual({
        status: 400,
        body: { error: "reCAPTCHA verification failed. Please try again." },
      });
    }
    expect(await all("brand_signups")).toHaveLength(0);
    await subscribeToWaitlist(brand(), anonymous, ports);
    expect(ports.humanCheck.calls.at(-1)).toEqual({ token: "human", remoteIp: "203.0.113.9" });
    const optIn = (token: string) =>
      brand({ email: "opt@brand.co", emailListOptIn: true, "g-recaptcha-response": token });
    expect(await subscribeToWaitlist(optIn("robot"), anonymous, ports)).toEqual({
      status: 400,
      body: { error: "reCAPTCHA verification failed. Please try again." },
    });
    expect(await all("brand_signups")).toHaveLength(1);
    expect(await subscribeToWaitlist(optIn("human"), anonymous, ports)).toMatchObject({ status: 200 });
    expect(ports.humanCheck.calls.at(-1)).toEqual({ token: "human", remoteIp: "203.0.113.9" });
    const optedIn = (await all("brand_signups")).find((entry) => entry.data.email === "opt@brand.co");
    expect(optedIn?.data.email_list_opt_in).toBe(true);
  });

  it("200 concurrent sign-ups of 100 distinct e-mails make exactly 100 records", async () => {
    const emails = Array.from({ length: 100 }, (_, n) => `person${n}@brand.co`);
    const results = await Promise.all(
      [...emails, ...emails.map((email) => email.toUpperCase())].map((email) =>
        subscribeToWaitlist(brand({ email }), anonymous, ports),
      ),
    );
    expect(results.every((result) => result.status === 200)).toBe(true);
    const first = await ports.documents.list("brand_signups", { orderBy: "email", limit: 50 });
    const second = await ports.documents.list("brand_signups", {
      orderBy: "email",
      limit: 50,
      cursor: first.nextCursor,
    });
    expect(first.items.length + second.items.length).toBe(100);
    expect(second.nextCursor).toBeNull();
  });
});

describe("newsletter", () => {
  beforeEach(() => {
    ports = createTestPorts();
  });

  it("answers the product's e-mail messages and stores nothing", async () => {
    expect(await subscribeToWaitlist({ email: " ", "g-recaptcha-response": "human" }, anonymous, ports)).toEqual({
      status: 400,
      body: { error: "Please enter your email address" },
    });
    expect(await subscribeToWaitlist({ email: "a@b", "g-recaptcha-response": "human" }, anonymous, ports)).toEqual({
      status: 400,
      body: { error: "Please enter a valid email address" },
    });
    expect(await all("newsletter_subscribers")).toEqual([]);
  });

  it("always requires the human check", async () => {
    expect(await subscribeToWaitlist({ email: "a@b.co" }, anonymous, ports)).toMatchObject({ status: 400 });
    expect(await all("newsletter_subscribers")).toEqual([]);
  });

  it("stores e-mail, group, source page and consent time; a repeat never rewrites them, it is recorded", async () => {
    await subscribeToWaitlist(
      { email: "A@B.co", "g-recaptcha-response": "human", sourcePage: "/prices" },
      anonymous,
      ports,
    );
    ports.clock.advance(1000);
    await subscribeToWaitlist(
      { email: " a@b.CO ", "g-recaptcha-response": "human", group: "creator", sourcePage: "/creator" },
      anonymous,
      ports,
    );
    const records = await all("newsletter_subscribers");
    expect(records).toHaveLength(1);
    expect(records[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(records[0]?.data).toEqual({
      email: "A@B.co",
      group: null,
      sourcePage: "/prices",
      consentedAt: "2026-05-01T09:00:00.000Z",
      createdAt: "2026-05-01T09:00:00.000Z",
      updatedAt: "2026-05-01T09:00:00.000Z",
      repeatCount: 1,
      lastRepeatAt: "2026-05-01T09:00:01.000Z",
      repeatDifferences: [{ at: "2026-05-01T09:00:01.000Z", submitted: { group: "creator", sourcePage: "/creator" } }],
      flags: { disposable: false },
      mailboxSlot: MAILBOX_NEWSLETTER,
      attribution: { first: null, last: null },
      searchTokens: expect.arrayContaining(["a@b.co", "b.co"]),
      consent: {
        status: "unconfirmed",
        placement: "newsletter_footer",
        sourcePage: "/prices",
        wording: NEWSLETTER_CONSENT_WORDING,
        policyVersion: CONSENT_POLICY_VERSION,
        requestedAt: "2026-05-01T09:00:00.000Z",
        confirmationSentAt: "2026-05-01T09:00:00.000Z",
        confirmedAt: null,
        unsubscribedAt: null,
        unsubscribedVia: null,
        confirmNonce: expect.stringMatching(/^[\w-]{22}$/),
        unsubscribeNonce: expect.stringMatching(/^[\w-]{22}$/),
      },
    });
    // One confirmation e-mail: the repeat a second later does not send another.
    expect(ports.mailer.sent.map((mail) => mail.subject)).toEqual(["Please confirm your subscription to Reelmark"]);
  });
});

describe("a first sign-up is one create; a repeat is answered alike and recorded", () => {
  /** The document store's calls a sign-up makes, in order (collection and method). */
  async function stepsOf(input: object, subject: TestPorts): Promise<string[]> {
    const steps: string[] = [];
    const documents = new Proxy(subject.documents, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          steps.push(`${String(args[0])}.${String(key)}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    expect(await subscribeToWaitlist(input, anonymous, { ...subject, documents })).toEqual({
      status: 200,
      body: { ok: true },
    });
    return steps;
  }

  it.each([
    ["a brand", brand(), "brand_signups", false],
    ["a brand with the opt-in", brand({ emailListOptIn: true }), "brand_signups", true],
    [
      "the newsletter",
      { email: "reader@example.com", "g-recaptcha-response": "human" },
      "newsletter_subscribers",
      true,
    ],
  ])(
    "%s: one create in the mailbox's slot, no query, and only a repeat reads the entry (docs/security.md)",
    async (_name, input, collection, asksConsent) => {
      ports = createTestPorts();
      // A first sign-up is that one write, its confirmation (where consent is asked) queued with the entry.
      const create = [`${collection}.createInSlot`];
      expect(await stepsOf(input, ports)).toEqual(create);
      // The repeat's own atomic step records it; where consent is asked, another asks again and queues an outbox
      // entry, whether or not an e-mail is due.
      const consent = asksConsent ? [`${collection}.modify`, "outbox.create"] : [];
      const repeat = [...create, `${collection}.modify`, ...consent];
      ports.clock.advance(60_000);
      expect(await stepsOf(input, ports)).toEqual(repeat);
      ports.clock.advance(11 * 60_000);
      expect(await stepsOf(input, ports)).toEqual(repeat);
    },
  );
});

describe("human check configuration", () => {
  it("a skipped check lets sign-ups through outside production", async () => {
    ports = createTestPorts({ humanCheck: "skipped" });
    expect(await subscribeToWaitlist({ email: "a@b.co" }, anonymous, ports)).toMatchObject({ status: 200 });
  });

  it("production refuses when the check is skipped (fails closed) and stores nothing", async () => {
    ports = createTestPorts({ humanCheck: "skipped", production: true });
    expect(await subscribeToWaitlist({ email: "a@b.co", "g-recaptcha-response": "x" }, anonymous, ports)).toEqual({
      status: 500,
      body: { error: "Human verification is not configured on the server" },
    });
    expect(await all("newsletter_subscribers")).toEqual([]);
  });
});
