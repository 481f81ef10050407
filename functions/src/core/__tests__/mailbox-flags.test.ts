import type { BrandSignupDocument, NewsletterSubscriberDocument } from "~/shared/documents";
import { canonicalMailbox, isThrowawayAddress, mailboxHash } from "../consent/mailbox-flags";
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
    ports.clock.advance(1000);
    await newsletter("JaneDoe+launch@googlemail.com");
    ports.clock.advance(1000);
    await newsletter("other@gmail.com");
    expect((await subscriber("jane.doe@gmail.com"))?.flags).toEqual({ disposable: false });
    expect(await subscriber("JaneDoe+launch@googlemail.com")).toMatchObject({
      email: "JaneDoe+launch@googlemail.com",
      flags: { disposable: false, possibleDuplicateOf: emailKey("jane.doe@gmail.com") },
    });
    expect((await subscriber("other@gmail.com"))?.flags).toEqual({ disposable: false });
  });

  it("finds the earlier entry by the mailbox hash stored on each entry, the latest first", async () => {
    await newsletter("jane.doe@gmail.com");
    ports.clock.advance(1000);
    await newsletter("jane.doe+a@gmail.com");
    ports.clock.advance(1000);
    await newsletter("janedoe@gmail.com");
    const stored = await subscriber("janedoe@gmail.com");
    expect(stored?.mailbox).toBe(mailboxHash("newsletter", "JaneDoe+news@gmail.com"));
    expect(stored?.mailbox).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.flags).toEqual({ disposable: false, possibleDuplicateOf: emailKey("jane.doe+a@gmail.com") });
  });

  it("looks for the earlier entry while the new one is created, and flags it once both have answered", async () => {
    await brand("sam@glow.example");
    ports.clock.advance(1000);
    const events: string[] = [];
    const store = ports.documents;
    ports.documents = {
      ...store,
      upsert: async (...args) => {
        events.push("create sent");
        const outcome = await store.upsert(...args);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push("create answered");
        return outcome;
      },
      list: async (...args) => {
        events.push("look sent");
        return store.list(...args);
      },
    };
    await brand("sam+2@glow.example");
    expect(events.slice(0, 3)).toEqual(["create sent", "look sent", "create answered"]);
    expect((await brandEntry("sam+2@glow.example"))?.flags).toEqual({
      disposable: false,
      possibleDuplicateOf: emailKey("sam@glow.example"),
    });
  });

  it("two spellings stamped in the same millisecond are both kept, neither flagged", async () => {
    await brand("sam@glow.example");
    await brand("sam+same@glow.example");
    expect((await brandEntry("sam@glow.example"))?.flags).toEqual({ disposable: false });
    expect((await brandEntry("sam+same@glow.example"))?.flags).toEqual({ disposable: false });
  });

  it("a look that fails leaves the entry stored, unflagged, and its confirmation sent", async () => {
    await newsletter("jane.doe@gmail.com");
    ports.clock.advance(1000);
    const store = ports.documents;
    ports.documents = { ...store, list: () => Promise.reject(new Error("DEADLINE_EXCEEDED")) };
    expect(await newsletter("janedoe@gmail.com")).toEqual({ status: 200, body: { ok: true } });
    ports.documents = store;
    expect((await subscriber("janedoe@gmail.com"))?.flags).toEqual({ disposable: false });
    expect(ports.mailer.sent.filter((mail) => mail.to.address === "janedoe@gmail.com")).toHaveLength(1);
  });

  it("compares within one list: a brand sign-up is not a duplicate of a newsletter subscriber", async () => {
    await newsletter("sam@glow.example");
    ports.clock.advance(1000);
    await brand("sam+brand@glow.example");
    expect((await brandEntry("sam+brand@glow.example"))?.flags).toEqual({ disposable: false });
    ports.clock.advance(1000);
    await brand("sam@glow.example");
    expect((await brandEntry("sam@glow.example"))?.flags).toEqual({
      disposable: false,
      possibleDuplicateOf: emailKey("sam+brand@glow.example"),
    });
  });

  it("an exact repeat is a repeat, not a duplicate; once the first entry is erased, the next spelling is first", async () => {
    await brand("sam@glow.example");
    await brand("SAM@glow.example");
    expect((await brandEntry("sam@glow.example"))?.flags).toEqual({ disposable: false });
    await ports.documents.delete("brand_signups", emailKey("sam@glow.example"));
    ports.clock.advance(120_000);
    await brand("sam+2@glow.example");
    expect((await brandEntry("sam+2@glow.example"))?.flags).toEqual({ disposable: false });
  });
});
