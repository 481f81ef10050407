import { normaliseEmail } from "~/shared/schemas/fields";
import { createTestPorts, type TestPorts } from "@testing/ports/test-ports";
import { emailKey } from "../handlers/common";
import { confirmSubscription } from "../handlers/confirm-subscription";
import { replayErasures } from "../handlers/erasures";
import { addContactMessage } from "../handlers/contact-message";
import { subscribeToWaitlist } from "../handlers/subscribe-to-waitlist";
import { purgeSubmissionReceipts, removeExpiredNewsletterSignUps } from "../maintenance/expired-sign-ups";

const DAY = 86_400_000;
const visitor = { caller: null, clientKey: "203.0.113.7" };
let ports: TestPorts;
beforeEach(() => {
  ports = createTestPorts();
});

const signUp = (email: string) =>
  subscribeToWaitlist({ email, "g-recaptcha-response": "human", sourcePage: "/prices" }, visitor, ports);
const entry = (email: string) => ports.documents.get("newsletter_subscribers", emailKey(normaliseEmail(email)));

async function confirm(email: string) {
  const mail = await vi.waitFor(() => {
    const found = ports.mailer.sent.find((message) => message.to.address === email);
    if (!found) throw new Error("no confirmation yet");
    return found;
  });
  const token = decodeURIComponent(/token=([^\s"&<]+)/.exec(mail.text)?.[1] ?? "");
  expect((await confirmSubscription({ token }, visitor, ports)).body).toMatchObject({ outcome: "confirmed" });
}

describe("clean-up of sign-ups whose confirmation link expired", () => {
  it("removes newsletter entries never confirmed within the link's 7 days, and keeps the rest", async () => {
    await signUp("stale@example.com");
    await signUp("confirmed@example.com");
    await confirm("confirmed@example.com");
    ports.clock.advance(6 * DAY);
    await signUp("recent@example.com");
    expect(await removeExpiredNewsletterSignUps(ports)).toBe(0);
    ports.clock.advance(1 * DAY + 1);
    expect(await removeExpiredNewsletterSignUps(ports)).toBe(1);
    expect(await entry("stale@example.com")).toBeNull();
    expect(await entry("confirmed@example.com")).not.toBeNull();
    expect(await entry("recent@example.com")).not.toBeNull();
  });

  it("keeps an entry whose confirmation was sent again since (a repeat sign-up)", async () => {
    await signUp("again@example.com");
    ports.clock.advance(8 * DAY);
    await signUp("again@example.com");
    expect(await removeExpiredNewsletterSignUps(ports)).toBe(0);
    expect(await entry("again@example.com")).not.toBeNull();
  });

  it("purges duplicate-window receipts once they no longer matter, never a recent one", async () => {
    const message = { name: "Ada", email: "ada@example.com", message: "Hello", "g-recaptcha-response": "human" };
    await addContactMessage(message, visitor, ports);
    ports.clock.advance(2 * 60 * 60_000);
    await addContactMessage({ ...message, message: "Later" }, visitor, ports);
    expect(await purgeSubmissionReceipts(ports)).toBe(1);
    expect((await ports.documents.list("submission_receipts", { orderBy: "firstAt", limit: 10 })).items).toHaveLength(
      1,
    );
  });
});

describe("a restore after the clean-up", () => {
  it("does not bring back a never-confirmed sign-up, yet keeps the same address signing up again later", async () => {
    await signUp("stale@example.com");
    const backup = (await entry("stale@example.com"))!;
    ports.clock.advance(7 * DAY + 1);
    expect(await removeExpiredNewsletterSignUps(ports)).toBe(1);
    const id = emailKey(normaliseEmail("stale@example.com"));
    await ports.documents.set("newsletter_subscribers", id, backup);
    await replayErasures(ports, async () => 0);
    expect(await entry("stale@example.com")).toBeNull();

    ports.clock.advance(DAY);
    await signUp("stale@example.com");
    await replayErasures(ports, async () => 0);
    expect(await entry("stale@example.com")).not.toBeNull();
  });
});
