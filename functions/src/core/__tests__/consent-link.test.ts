import { newNonce, signConsentLink, verifyConsentLink, type ConsentLink } from "../consent/consent-link";
import { confirmSubscription } from "../handlers/confirm-subscription";
import { subscribeToWaitlist } from "../handlers/subscribe-to-waitlist";
import { linkKey } from "../ports";
import { createTestPorts, type TestPorts } from "@testing/ports/test-ports";

const SECRET = "unit-test-secret-0123456789abcdefghij";
const NOW = new Date("2026-05-01T09:00:00.000Z");
const DAY = 86_400_000;
const link = (overrides: Partial<ConsentLink> = {}): ConsentLink => ({
  purpose: "confirm",
  list: "newsletter",
  entryId: "a".repeat(64),
  nonce: newNonce(),
  expiresAt: new Date(NOW.getTime() + 7 * DAY),
  ...overrides,
});

describe("signing", () => {
  it("round-trips purpose, list, entry, expiry and nonce, in URL-safe characters", () => {
    const signed = link({ purpose: "unsubscribe", list: "brand" });
    const token = signConsentLink(SECRET, signed);
    expect(token).toMatch(/^[\w.-]+$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(verifyConsentLink(SECRET, token, NOW)).toEqual({ ok: true, link: signed });
  });

  it("refuses a token signed with another secret, or with any part changed", () => {
    const token = signConsentLink(SECRET, link());
    expect(verifyConsentLink("another-secret-0123456789abcdefghijkl", token, NOW)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const parts = token.split(".");
    const changed = [
      ["u", ...parts.slice(1)], // a confirmation link turned into an unsubscribe link
      [parts[0], "b", ...parts.slice(2)],
      [parts[0], parts[1], "b".repeat(64), ...parts.slice(3)],
      [...parts.slice(0, 3), String(Number(parts[3]) + 30 * 86_400), ...parts.slice(4)],
      [...parts.slice(0, 4), newNonce(), parts[5]],
      [...parts.slice(0, 5), `${parts[5]}=`],
    ];
    for (const variant of changed) {
      expect(verifyConsentLink(SECRET, variant.join("."), NOW)).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it.each(["", "garbage", "c.n.x.1.y", "c.n.x.1.y.z.extra", "x.n.aaaa.99999999999.nonce.mac", "c.n.a/b.1.n.m"])(
    "calls a malformed token invalid: %j",
    (token) => {
      expect(verifyConsentLink(SECRET, token, NOW)).toEqual({ ok: false, reason: "invalid" });
    },
  );
});

describe("expiry", () => {
  it("works until the second before it expires, and is expired from then on", () => {
    const token = signConsentLink(SECRET, link());
    expect(verifyConsentLink(SECRET, token, new Date(NOW.getTime() + 7 * DAY - 1000)).ok).toBe(true);
    expect(verifyConsentLink(SECRET, token, new Date(NOW.getTime() + 7 * DAY))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("never calls a forged token expired: the signature is checked first", () => {
    const token = signConsentLink(SECRET, link({ expiresAt: new Date(NOW.getTime() - DAY) }));
    expect(verifyConsentLink(SECRET, token, NOW).ok).toBe(false);
    expect(verifyConsentLink("wrong-secret-0123456789abcdefghijklmn", token, NOW)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});

describe("single use (through the confirmation handler)", () => {
  let ports: TestPorts;
  beforeEach(() => {
    ports = createTestPorts();
  });

  const confirmToken = async (email: string) => {
    await subscribeToWaitlist({ email, "g-recaptcha-response": "human", sourcePage: "/" }, { caller: null }, ports);
    const mail = ports.mailer.sent.filter((sent) => sent.to.address === email).at(-1)!;
    return decodeURIComponent(/confirm-subscription\?token=(\S+)/.exec(mail.text)![1]!);
  };
  const confirm = (token: string) => confirmSubscription({ token }, { caller: null }, ports);

  it("confirms once; the same link then says it was already used", async () => {
    const token = await confirmToken("once@example.com");
    expect(await confirm(token)).toEqual({ status: 200, body: { outcome: "confirmed" } });
    expect(await confirm(token)).toEqual({ status: 200, body: { outcome: "already_confirmed" } });
  });

  it("takes the token exactly as signed: with white space around it, it is not recognised and changes nothing", async () => {
    const token = await confirmToken("spaced@example.com");
    for (const spaced of [` ${token}`, `${token} `, `${token}\n`, `\t${token}`]) {
      expect(await confirm(spaced)).toEqual({ status: 200, body: { outcome: "invalid" } });
    }
    expect(await confirm(token)).toEqual({ status: 200, body: { outcome: "confirmed" } });
  });

  it("ten simultaneous clicks confirm exactly once", async () => {
    const token = await confirmToken("race@example.com");
    const outcomes = (await Promise.all(Array.from({ length: 10 }, () => confirm(token)))).map(
      (result) => (result.body as { outcome: string }).outcome,
    );
    expect(outcomes.filter((outcome) => outcome === "confirmed")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "already_confirmed")).toHaveLength(9);
  });

  it("expires after 7 days by the clock port", async () => {
    const token = await confirmToken("late@example.com");
    ports.clock.advance(7 * DAY);
    expect(await confirm(token)).toEqual({ status: 200, body: { outcome: "expired" } });
  });

  it("a correctly signed link for an entry that does not exist is invalid", async () => {
    const expiresAt = new Date(ports.clock.now().getTime() + DAY);
    const token = signConsentLink(linkKey(ports.config, "consent"), link({ expiresAt }));
    expect(await confirm(token)).toEqual({ status: 200, body: { outcome: "invalid" } });
  });
});
