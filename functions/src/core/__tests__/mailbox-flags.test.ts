import type { BrandSignupDocument, NewsletterSubscriberDocument } from "~/shared/documents";
import { canonicalMailbox, isThrowawayAddress, mailboxSlot } from "../consent/mailbox-flags";
import { emailKey } from "../handlers/common";
import { subscribeToWaitlist } from "../handlers/subscribe-to-waitlist";
import { createTestPorts, type TestPorts } from "@testing/ports/test-ports";

let ports: TestPorts;
beforeEach(() => {
  ports = createTestPorts();
});

const visitor = { caller: null };
const newsletter = (email: string) =>
  subscribeToWaitlist({ email, "g-recaptcha-response": "human", sourcePage: "/" }, visitor, ports);
const brand = (email: string) =>
  subscribeToWaitlist(
    { type: "brand", name: "Sam", email, companyName: "Glow", "bot-field": "", "g-recaptcha-response": "human" },
    visitor,
    ports,
  );
const subscriber = (email: string) =>
  ports.documents.get<NewsletterSubscriberDocument>("newsletter_subscribers", emailKey(email.toLowerCase()));
const brandEntry = (email: string) =>
  ports.documents.get<BrandSignupDocument>("brand_signups", emailKey(email.toLowerCase()));

describe("the mailbox an address reaches", () => {
  it.each([
    ["J.Smith+news@Gmail.com", "jsmith@gmail.com"],
    ["j.s.m.i.t.h@googlemail.com", "jsmith@gmail.com"],
    ["sam+waitlist@glow.example", "sam@glow.example"],
    ["first.last@glow.example", "first.last@glow.example"],
    ["+tag@glow.example", "+tag@glow.example"],
  ])("%s → %s", (email, mailbox) => {
    expect(canonicalMailbox(email)).toBe(mailbox);
  });
});

describe("throwaway addresses (the maintained mailchecker list)", () => {
  it.each(["x@mailinator.com", "x@YOPMAIL.com", "x@sub.mailinator.com", "x@10minutemail.com"])(
    "%s is throwaway",
    (email) => {
      expect(isThrowawayAddress(email)).toBe(true);
    },
  );
  it.each(["x@gmail.com", "x@glow.co.uk", "ü@bücher.example"])("%s is not", (email) => {
    expect(isThrowawayAddress(email)).toBe(false);
  });
});

describe("flags, not blocks", () => {
  it("a throwaway address is accepted, stored as typed and flagged", async () => {
    expect(await newsletter("Temp.User@Mailinator.com")).toEqual({ status: 200, body: { ok: true } });
    expect(await subscriber("Temp.User@Mailinator.com")).toMatchObject({
      email: "Temp.User@Mailinator.com",
      flags: { disposable: true },
    });
    expect(await brand("someone@yopmail.com")).toEqual({ status: 200, body: { ok: true } });
    expect((await brandEntry("someone@yopmail.com"))?.flags).toEqual({ disposable: true });
  });

  it("the same Gmail mailbox with dots or a +tag is a second entry flagged as a likely duplicate of the first", async () => {
    await newsletter("jane.doe@gmail.com");
    await newsletter("JaneDoe+launch@googlemail.com");
    await newsletter("other@gmail.com");
    expect((await subscriber("jane.doe@gmail.com"))?.flags).toEqual({ disposable: false });
    expect(await subscriber("JaneDoe+launch@googlemail.com")).toMatchObject({
      email: "JaneDoe+launch@googlemail.com",
      flags: { disposable: false, possibleDuplicateOf: emailKey("jane.doe@gmail.com") },
    });
    expect((await subscriber("other@gmail.com"))?.flags).toEqual({ disposable: false });
  });

  it("every later spelling, the mailbox's own included, is flagged against the first; each entry keeps its slot's key", async () => {
    await newsletter("jane.doe@gmail.com");
    await newsletter("jane.doe+a@gmail.com");
    await newsletter("janedoe@gmail.com");
    const stored = await subscriber("janedoe@gmail.com");
    expect(stored?.mailboxSlot).toBe(mailboxSlot("JaneDoe+news@gmail.com"));
    expect(stored?.mailboxSlot).toBe(emailKey("janedoe@gmail.com"));
    expect(stored?.flags).toEqual({ disposable: false, possibleDuplicateOf: emailKey("jane.doe@gmail.com") });
    expect((await subscriber("jane.doe+a@gmail.com"))?.flags).toEqual({
      disposable: false,
      possibleDuplicateOf: emailKey("jane.doe@gmail.com"),
    });
  });

  it("a sign-up looks nothing up: one create, and only a likely duplicate (or a repeat) a second step", async () => {
    const steps: string[] = [];
    const store = ports.documents;
    ports.documents = {
      ...store,
      createInSlot: (collection, id, data, slot) => {
        steps.push(slot === null ? "create without the slot" : slot === id ? "create, own slot" : "create, marking");
        return store.createInSlot(collection, id, data, slot);
      },
      list: (...args) => {
        steps.push("list");
        return store.list(...args);
      },
      get: (...args) => {
        steps.push("get");
        return store.get(...args);
      },
    };
    await brand("sam@glow.example");
    expect(steps).toEqual(["create, own slot"]);
    steps.length = 0;
    await brand("sam+2@glow.example");
    expect(steps).toEqual(["create, marking", "create without the slot"]);
    steps.length = 0;
    await brand("first.last@gmail.com");
    expect(steps).toEqual(["create, marking"]);
    ports.documents = store;
    expect((await brandEntry("sam+2@glow.example"))?.flags).toEqual({
      disposable: false,
      possibleDuplicateOf: emailKey("sam@glow.example"),
    });
  });

  it("a later spelling, stored flagged, gets its own confirmation, queued with its entry", async () => {
    await newsletter("jane.doe@gmail.com");
    expect(await newsletter("janedoe@gmail.com")).toEqual({ status: 200, body: { ok: true } });
    expect((await subscriber("janedoe@gmail.com"))?.flags).toMatchObject({ possibleDuplicateOf: expect.any(String) });
    const to = (address: string) => ports.mailer.sent.filter((mail) => mail.to.address === address);
    expect([to("jane.doe@gmail.com"), to("janedoe@gmail.com")].map((sent) => sent.length)).toEqual([1, 1]);
  });

  it("a slot that cannot be taken leaves the entry stored, unflagged, and its confirmation sent", async () => {
    await newsletter("jane.doe@gmail.com");
    const store = ports.documents;
    ports.documents = {
      ...store,
      createInSlot: (collection, id, data, slot, outboxEntry) =>
        slot === null
          ? store.createInSlot(collection, id, data, slot, outboxEntry)
          : Promise.reject(new Error("DEADLINE_EXCEEDED")),
    };
    expect(await newsletter("janedoe@gmail.com")).toEqual({ status: 200, body: { ok: true } });
    ports.documents = store;
    expect((await subscriber("janedoe@gmail.com"))?.flags).toEqual({ disposable: false });
    expect(ports.mailer.sent.filter((mail) => mail.to.address === "janedoe@gmail.com")).toHaveLength(1);
  });

  it("two spellings stamped in the same millisecond: the second is flagged", async () => {
    await brand("sam+same@glow.example");
    await brand("sam@glow.example");
    expect((await brandEntry("sam+same@glow.example"))?.flags).toEqual({ disposable: false });
    expect((await brandEntry("sam@glow.example"))?.flags).toEqual({
      disposable: false,
      possibleDuplicateOf: emailKey("sam+same@glow.example"),
    });
  });

  it("compares within one list: a brand sign-up is not a duplicate of a newsletter subscriber", async () => {
    await newsletter("sam@glow.example");
    await brand("sam+brand@glow.example");
    expect((await brandEntry("sam+brand@glow.example"))?.flags).toEqual({ disposable: false });
    await brand("sam@glow.example");
    expect((await brandEntry("sam@glow.example"))?.flags).toEqual({
      disposable: false,
      possibleDuplicateOf: emailKey("sam+brand@glow.example"),
    });
  });

  it("an exact repeat is a repeat, not a duplicate, of either spelling", async () => {
    await brand("sam+2@glow.example");
    await brand("sam@glow.example");
    await brand("SAM+2@glow.example");
    await brand("Sam@glow.example");
    expect((await brandEntry("sam+2@glow.example"))?.flags).toEqual({ disposable: false });
    expect((await brandEntry("sam+2@glow.example"))?.repeat_count).toBe(1);
    expect((await brandEntry("sam@glow.example"))?.repeat_count).toBe(1);
    const entries = await ports.documents.list("brand_signups", { orderBy: "created_at", limit: 10 });
    expect(entries.items).toHaveLength(2);
  });

  it("an erased first entry frees the slot: the next spelling is first, whichever spelling the first was", async () => {
    await brand("sam@glow.example");
    await ports.documents.delete("brand_signups", emailKey("sam@glow.example"));
    await brand("sam+2@glow.example");
    expect((await brandEntry("sam+2@glow.example"))?.flags).toEqual({ disposable: false });
    // Held by a marker this time: erasing its entry frees it too.
    await ports.documents.delete("brand_signups", emailKey("sam+2@glow.example"));
    await brand("sam@glow.example");
    expect((await brandEntry("sam@glow.example"))?.flags).toEqual({ disposable: false });
    await brand("sam+3@glow.example");
    expect((await brandEntry("sam+3@glow.example"))?.flags).toEqual({
      disposable: false,
      possibleDuplicateOf: emailKey("sam@glow.example"),
    });
  });
});
