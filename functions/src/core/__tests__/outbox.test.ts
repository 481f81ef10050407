import { signStatusLink, STATUS_LINK_LIFETIME_MS } from "../application-status/status-link";
import { FIRST_LINK_NONCE, getApplicationStatus, resendStatusLink } from "../handlers/application-status";
import { submitCreatorApplication } from "../handlers/creator-application";
import { EMAILS_PER_ADDRESS_PER_DAY } from "../handlers/daily-allowance";
import { deliverOutboxEntry } from "../handlers/outbox-delivery";
import { purgeOutbox } from "../maintenance/expired-sign-ups";
import { subscribeToWaitlist } from "../handlers/subscribe-to-waitlist";
import type { HandlerResult } from "../context";
import type { OutboxEntry } from "../email/outbox";
import type { CorePorts } from "../ports";
import { createTestPorts, deliverHeldOutbox, TEST_STATUS_LINK_SECRET, type TestPorts } from "@testing/ports/test-ports";
import { applicationFields, asApplicant } from "./application-test-bed";
import { sampleBrandSignup } from "@testing/fixtures/sample-brand-signup";

const HUMAN = { "g-recaptcha-response": "human" };
const visitor = { caller: null, remoteIp: "203.0.113.9" };
const STATUS_LINK = "Your Reelmark application link";
const CONFIRMATION = "Please confirm your subscription to Reelmark";
const RECEIVED = "We have received your application to Reelmark";

let ports: TestPorts;
beforeEach(() => {
  // The trigger runs only when a test says so: what a request does before answering is its own.
  ports = createTestPorts({ outbox: "held" });
});

/** Every call a request makes on the document store and the mailer before it answers, in order. */
async function callsOf(request: (ports: CorePorts) => Promise<HandlerResult<unknown>>) {
  const calls: string[] = [];
  const recorded = <T extends object>(target: T, name: (key: string, args: unknown[]) => string): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        const value = Reflect.get(object, key, receiver) as unknown;
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          calls.push(name(String(key), args));
          return (value as (...a: unknown[]) => unknown).apply(object, args);
        };
      },
    });
  const answer = await request({
    ...ports,
    documents: recorded(ports.documents, (key, args) => `${String(args[0])}.${key}`),
    mailer: recorded(ports.mailer, (key) => `mailer.${key}`),
  });
  return { answer, calls };
}

const apply = (email: string, portfolioUrl = "https://ada.example") =>
  submitCreatorApplication(applicationFields({ email, portfolioUrl, uploadedFiles: "" }), asApplicant, ports);
const idOf = ({ body }: HandlerResult<unknown>) => (body as { id: string }).id;
const resend = (email: string) => (at: CorePorts) => resendStatusLink({ email, ...HUMAN }, visitor, at);
const subscribe = (email: string) => (at: CorePorts) =>
  subscribeToWaitlist({ email, ...HUMAN, sourcePage: "/" }, visitor, at);
const subjectsTo = (address: string) =>
  ports.mailer.sent.filter((mail) => mail.to.address === address).map((mail) => mail.subject);

/** The token an e-mail's status link carries. */
function tokenIn(text: string): string {
  const match = /\/application-status\?token=([^\s"<]+)/.exec(text);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** Application `id`'s first link, as its acknowledgement would have carried it had it gone first. */
const signedFirstLink = (id: string) =>
  signStatusLink(TEST_STATUS_LINK_SECRET, {
    applicationId: id,
    nonce: FIRST_LINK_NONCE,
    expiresAt: new Date(ports.clock.now().getTime() + STATUS_LINK_LIFETIME_MS),
  });

describe("a request that may send an e-mail writes one outbox entry and answers", () => {
  it("a status link asked again: the same calls for an address that applied and one that did not", async () => {
    await apply("ada@example.com");
    await deliverHeldOutbox(ports);
    const sentBefore = ports.mailer.sent.length;
    // The visitor's own count of the day is made by their first request: both compared below find it.
    await resend("someone@example.com")(ports);
    const known = await callsOf(resend("ada@example.com"));
    const unknown = await callsOf(resend("nobody@example.com"));
    expect(unknown.answer).toEqual(known.answer);
    expect(unknown.calls).toEqual(known.calls);
    expect(known.calls).toEqual(["daily_counts.upsert", "daily_counts.modify", "outbox.create"]);
    // Nothing was sent before the answer; the trigger sends the link, and only to the address that applied.
    expect(ports.mailer.sent).toHaveLength(sentBefore);
    await deliverHeldOutbox(ports);
    expect(subjectsTo("ada@example.com").filter((subject) => subject === STATUS_LINK)).toHaveLength(1);
    expect(subjectsTo("nobody@example.com")).toEqual([]);
    expect((await ports.documents.list("outbox", { orderBy: "createdAt", limit: 10 })).items).toEqual([]);
  });

  it("an application: the same calls whether or not its acknowledgement will go", async () => {
    const applyWith = (email: string, portfolioUrl: string) => (at: CorePorts) =>
      submitCreatorApplication(applicationFields({ email, portfolioUrl, uploadedFiles: "" }), asApplicant, at);
    // An address with an application still pending: its next one is stored without an acknowledgement.
    await applyWith("waiting@example.com", "https://first.example")(ports);
    await deliverHeldOutbox(ports);
    ports.clock.advance(60_000);
    const behind = await callsOf(applyWith("waiting@example.com", "https://second.example"));
    const fresh = await callsOf(applyWith("fresh@example.com", "https://second.example"));
    expect(behind.answer.status).toBe(201);
    expect(fresh.calls).toEqual(behind.calls);
    expect(fresh.calls.filter((call) => call.startsWith("outbox."))).toEqual(["outbox.create"]);
    await deliverHeldOutbox(ports);
    expect(subjectsTo("waiting@example.com")).toEqual([RECEIVED]);
    expect(subjectsTo("fresh@example.com")).toEqual([RECEIVED]);
  });

  it.each([
    ["the newsletter", subscribe("reader@example.com")],
    [
      "the brand waitlist with the opt-in",
      (at: CorePorts) =>
        subscribeToWaitlist(
          sampleBrandSignup({ email: "reader@example.com", emailListOptIn: true, ...HUMAN }),
          visitor,
          at,
        ),
    ],
  ])(
    "%s: a first sign-up and repeats each write one outbox entry and send nothing themselves",
    async (_name, signUp) => {
      const waiting = async () => (await ports.documents.list("outbox", { orderBy: "createdAt", limit: 10 })).items;
      const first = await callsOf(signUp);
      // The first sign-up's entry is written with the sign-up's own, in one step.
      expect(first.calls.filter((call) => call.startsWith("outbox."))).toEqual([]);
      expect(await waiting()).toHaveLength(1);
      // A minute later (nothing due: the confirmation went), then past the 10-minute pause (it goes again).
      ports.clock.advance(60_000);
      const soon = await callsOf(signUp);
      expect(await waiting()).toHaveLength(2);
      ports.clock.advance(11 * 60_000);
      const later = await callsOf(signUp);
      expect(await waiting()).toHaveLength(3);
      // A repeat reads and records on the entry, so its calls are a first sign-up's and more (docs/security.md).
      for (const { answer, calls } of [first, soon, later]) {
        expect(answer).toEqual(first.answer);
        expect(calls.some((call) => call.startsWith("mailer.") || call.startsWith("daily_counts."))).toBe(false);
      }
      expect(soon.calls.filter((call) => call.startsWith("outbox."))).toEqual(["outbox.create"]);
      expect(soon.calls).toEqual(later.calls);
      await deliverHeldOutbox(ports);
      expect(subjectsTo("reader@example.com")).toEqual([CONFIRMATION, CONFIRMATION]);
    },
  );
});

describe("the outbox trigger", () => {
  it("sends an entry once, however often its event is delivered, and deletes it", async () => {
    await subscribe("reader@example.com")(ports);
    const [entry] = (await ports.documents.list("outbox", { orderBy: "createdAt", limit: 10 })).items;
    await Promise.all([deliverOutboxEntry(ports, entry!.id), deliverOutboxEntry(ports, entry!.id)]);
    await deliverOutboxEntry(ports, entry!.id);
    expect(subjectsTo("reader@example.com")).toEqual([CONFIRMATION]);
    expect(await ports.documents.get("outbox", entry!.id)).toBeNull();
  });

  it(`keeps the daily allowance: of e-mails queued for one address, ${EMAILS_PER_ADDRESS_PER_DAY} go`, async () => {
    await apply("victim@example.com");
    for (let n = 0; n <= EMAILS_PER_ADDRESS_PER_DAY; n += 1) {
      await subscribe("victim@example.com")(ports);
      await resend("victim@example.com")(ports);
      ports.clock.advance(11 * 60_000);
    }
    await deliverHeldOutbox(ports);
    expect(subjectsTo("victim@example.com")).toHaveLength(EMAILS_PER_ADDRESS_PER_DAY);
  });

  it("acknowledges the first of an address's pending applications, whichever order their entries are taken in", async () => {
    const applyWith = (portfolioUrl: string) =>
      submitCreatorApplication(
        applicationFields({ email: "twice@example.com", portfolioUrl, uploadedFiles: "" }),
        asApplicant,
        ports,
      );
    await applyWith("https://first.example");
    ports.clock.advance(60_000);
    await applyWith("https://second.example");
    // The later one's entry taken first: the earlier application is found all the same.
    const entries = (await ports.documents.list("outbox", { orderBy: "createdAt", limit: 10 })).items;
    for (const { id } of entries) await deliverOutboxEntry(ports, id);
    expect(subjectsTo("twice@example.com")).toEqual([RECEIVED]);
    // The one not acknowledged has its link all the same: asking again sends both.
    ports.clock.advance(60_000);
    await resend("twice@example.com")(ports);
    await deliverHeldOutbox(ports);
    expect(subjectsTo("twice@example.com")).toEqual([RECEIVED, STATUS_LINK, STATUS_LINK]);
  });

  it("an acknowledgement taken after a link was sent again carries that newest link, and only it opens", async () => {
    const id = idOf(await apply("early@example.com"));
    await resend("early@example.com")(ports);
    // The resend's entry taken first: the application's first link is revoked before its acknowledgement goes.
    const entries = (await ports.documents.list<OutboxEntry>("outbox", { orderBy: "createdAt", limit: 10 })).items;
    const resent = entries.find(({ data }) => data.statusLinksFor === "early@example.com")!;
    await deliverOutboxEntry(ports, resent.id);
    await deliverHeldOutbox(ports);
    expect(subjectsTo("early@example.com")).toEqual([STATUS_LINK, RECEIVED]);
    const [again, received] = ports.mailer.sent.filter((mail) => mail.to.address === "early@example.com");
    expect(tokenIn(received!.text)).toBe(tokenIn(again!.text));
    const opened = await getApplicationStatus({ token: tokenIn(received!.text) }, visitor, ports);
    expect(opened.body).toMatchObject({ outcome: "found" });
    expect(signedFirstLink(id)).not.toBe(tokenIn(received!.text));
    expect((await getApplicationStatus({ token: signedFirstLink(id) }, visitor, ports)).body).toEqual({
      outcome: "invalid",
    });
  });

  it.each(["_ada@example.com", "-ada@example.com", "+ada@example.com", "'ada@example.com"])(
    "finds the applications of an address that starts with a word separator: %j",
    async (email) => {
      await apply(email, "https://first.example");
      ports.clock.advance(60_000);
      await apply(email, "https://second.example");
      await deliverHeldOutbox(ports);
      expect(subjectsTo(email)).toEqual([RECEIVED]);
      await resend(email)(ports);
      await deliverHeldOutbox(ports);
      expect(subjectsTo(email)).toEqual([RECEIVED, STATUS_LINK, STATUS_LINK]);
    },
  );

  it("an application that only names the address holds nobody's acknowledgement back", async () => {
    const other = idOf(await apply("mallory@example.com", "https://mallory.example"));
    // Found by a search for Ada's address, as a name or niche naming it would be.
    await ports.documents.update("creator_applications", other, { searchTokens: ["ada@example.com"] });
    ports.clock.advance(60_000);
    await apply("ada@example.com");
    await deliverHeldOutbox(ports);
    expect(subjectsTo("ada@example.com")).toEqual([RECEIVED]);
  });

  describe("a resend of an address with more applications than one resend links", () => {
    const ids: string[] = [];
    beforeEach(async () => {
      ids.length = 0;
      for (let n = 0; n < 7; n += 1) {
        ids.push(idOf(await apply("many@example.com", `https://many-${n}.example`)));
        ports.clock.advance(60_000);
      }
      await deliverHeldOutbox(ports);
    });
    const linkedByResend = async () => {
      await resend("many@example.com")(ports);
      await deliverHeldOutbox(ports);
      return ports.mailer.sent
        .filter((mail) => mail.to.address === "many@example.com" && mail.subject === STATUS_LINK)
        .map((mail) => tokenIn(mail.text).split(".")[0]);
    };

    it("links the 5 oldest, oldest first: later applications cannot crowd them out", async () => {
      // The next day, so the address's allowance is whole again.
      ports.clock.advance(24 * 60 * 60_000);
      expect(await linkedByResend()).toEqual(ids.slice(0, 5));
    });

    it("the same day, the allowance's last e-mails go to the oldest (one went to the acknowledgement)", async () => {
      expect(subjectsTo("many@example.com")).toEqual([RECEIVED]);
      expect(await linkedByResend()).toEqual(ids.slice(0, 4));
    });

    it("links those still pending first, so one held back without an acknowledgement gets its link", async () => {
      for (const id of ids.slice(0, 2)) {
        await ports.documents.update("creator_applications", id, { status: "approved_rising_star" });
      }
      ports.clock.advance(24 * 60 * 60_000);
      expect(await linkedByResend()).toEqual(ids.slice(2, 7));
    });
  });

  it("looks up no applications for an address whose mailbox name has no letter or digit", async () => {
    await apply("ada@example.com");
    await deliverHeldOutbox(ports);
    const lists = vi.spyOn(ports.documents, "list");
    for (const email of ["-@example.com", "_.-@example.com", "'@example.com"]) {
      await resend(email)(ports);
      await deliverHeldOutbox(ports);
    }
    expect(lists.mock.calls.filter(([collection]) => collection === "creator_applications")).toEqual([]);
    expect(subjectsTo("ada@example.com")).toEqual([RECEIVED]);
  });

  it("leaves nothing for ever: the daily sweep removes an entry no delivery took after a day", async () => {
    await subscribe("reader@example.com")(ports);
    ports.clock.advance(23 * 60 * 60_000);
    expect(await purgeOutbox(ports)).toBe(0);
    ports.clock.advance(2 * 60 * 60_000);
    expect(await purgeOutbox(ports)).toBe(1);
    expect((await ports.documents.list("outbox", { orderBy: "createdAt", limit: 10 })).items).toEqual([]);
  });
});
