import { STATUS_LINK_DAILY_LIMIT, STATUS_LINK_RESENT } from "~/shared/application-status";
import { signStatusLink, STATUS_LINK_LIFETIME_MS } from "../application-status/status-link";
import { signConsentLink } from "../consent/consent-link";
import { submitCreatorApplication } from "../handlers/creator-application";
import {
  getApplicationStatus,
  resendStatusLink,
  STATUS_LINK_REQUESTS_PER_ADDRESS,
  STATUS_LINK_REQUESTS_PER_CLIENT,
  STATUS_LINK_RESEND_MS,
  withdrawApplication,
} from "../handlers/application-status";
import { deleteCreatorApplication } from "../handlers/delete-creator-application";
import { replayErasures } from "../handlers/erasures";
import { purgeDailyCounts } from "../maintenance/expired-sign-ups";
import {
  callers,
  createTestPorts,
  TEST_CONSENT_LINK_SECRET,
  TEST_STATUS_LINK_SECRET,
  type TestPorts,
} from "@testing/ports/test-ports";
import { sampleApplication } from "@testing/fixtures/sample-application";
import { sampleVideoHead } from "@testing/fixtures/sample-videos";
import { putCheckedUpload } from "@testing/ports/checked-upload";

let ports: TestPorts;
beforeEach(() => {
  ports = createTestPorts();
});

const anyone = { caller: null };
const HUMAN = { "g-recaptcha-response": "human" };
const path = (name: string) => `creator-uploads/${callers.applicant.uid}/1700000000000-${name}`;

/** Applies through the real handler with two real videos; answers the id and the e-mailed token. */
async function apply(email = "Ada@Example.com ") {
  for (const name of ["one.mp4", "two.mp4"]) {
    await putCheckedUpload(
      ports.files,
      path(name),
      { size: 40_960, contentType: "video/mp4", ownerUid: callers.applicant.uid },
      sampleVideoHead(40_960),
    );
  }
  const result = await submitCreatorApplication(
    sampleApplication({
      email,
      niche: "Beauty",
      uploadedFiles: JSON.stringify(
        ["one.mp4", "two.mp4"].map((name) => ({ name, url: `/files/${path(name)}`, size: 1 })),
      ),
    }),
    { caller: callers.applicant },
    ports,
  );
  expect(result.status).toBe(201);
  const id = (result.body as { id: string }).id;
  return { id, token: tokenIn(ports.mailer.sent.at(-1)!.text) };
}

function tokenIn(text: string): string {
  const match = /\/application-status\?token=([^\s"<]+)/.exec(text);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

const status = async (token: unknown) => (await getApplicationStatus({ token }, anyone, ports)).body;

/**
 * Deletes the application with `remove`, then restores it, its status link (a link sent again: its document too)
 * and its videos as a backup taken before holds them, and replays the erasures as every restore does.
 */
async function restoredAfter(remove: (id: string, token: string) => Promise<unknown>, { sentAgain = false } = {}) {
  const { id, token: first } = await apply();
  let token = first;
  if (sentAgain) {
    ports.clock.advance(STATUS_LINK_RESEND_MS);
    await resendStatusLink({ email: "ada@example.com", ...HUMAN }, anyone, ports);
    token = tokenIn(ports.mailer.sent.at(-1)!.text);
    expect(token).not.toBe(first);
  }
  const backup = {
    application: (await ports.documents.get("creator_applications", id))!,
    link: await ports.documents.get("status_links", id),
  };
  expect(backup.link === null).toBe(!sentAgain);
  await remove(id, token);
  await ports.documents.set("creator_applications", id, backup.application);
  if (backup.link) await ports.documents.set("status_links", id, backup.link);
  for (const name of ["one.mp4", "two.mp4"]) {
    ports.files.put(path(name), { size: 40_960, contentType: "video/mp4", ownerUid: callers.applicant.uid });
  }
  expect(await status(token)).toMatchObject({ outcome: "found" });
  if (sentAgain) expect(await status(first)).toEqual({ outcome: "invalid" });
  await replayErasures(ports, async () => 0);
  return { id, token };
}

describe("a restore from a backup taken before the application went", () => {
  const expectGone = async ({ id, token }: { id: string; token: string }) => {
    expect(await status(token)).toEqual({ outcome: "no_longer_on_file" });
    expect(await ports.documents.get("creator_applications", id)).toBeNull();
    expect(await ports.documents.get("status_links", id)).toBeNull();
    expect(ports.files.has(path("one.mp4"))).toBe(false);
    expect(ports.files.has(path("two.mp4"))).toBe(false);
  };

  it.each([false, true])(
    "does not bring a withdrawn application, its link or its videos back (a link sent again: %s)",
    async (sentAgain) => {
      const withdraw = (_id: string, token: string) => withdrawApplication({ token }, anyone, ports);
      await expectGone(await restoredAfter(withdraw, { sentAgain }));
    },
  );

  it.each([false, true])(
    "does not bring back an application the admin rejected and deleted (a link sent again: %s)",
    async (sentAgain) => {
      const reject = (applicationId: string) =>
        deleteCreatorApplication({ applicationId }, { caller: callers.admin }, ports);
      await expectGone(await restoredAfter(reject, { sentAgain }));
    },
  );
});

/** What the server reads of the test bed's sample (1 s, 160 × 120, H.264, 10 fps, silent). */
const sampleFacts = { width: 160, height: 120, codec: "H.264", hdr: false, frameRate: 10, hasAudio: false };

describe("the status link in the acknowledgement", () => {
  it("opens the application: when it arrived, its files, in review, and the decision date", async () => {
    const { token } = await apply();
    expect(await status(token)).toEqual({
      outcome: "found",
      status: "in_review",
      submittedAt: "2026-05-01T09:00:00.000Z",
      decisionBy: "2026-05-08T09:00:00.000Z",
      files: [
        { name: "one.mp4", durationSeconds: 1, size: 40_960, ...sampleFacts },
        { name: "two.mp4", durationSeconds: 1, size: 40_960, ...sampleFacts },
      ],
    });
  });

  it("says approved as Rising Star or Pro, with no decision date once decided", async () => {
    const { id, token } = await apply();
    await ports.documents.update("creator_applications", id, { status: "approved_pro" });
    expect(await status(token)).toMatchObject({ outcome: "found", status: "approved_pro", decisionBy: null });
    await ports.documents.update("creator_applications", id, { status: "approved_rising_star" });
    expect(await status(token)).toMatchObject({ status: "approved_rising_star" });
  });

  it("answers one generic 'invalid' to an altered, foreign, expired, revoked or missing token", async () => {
    const { id, token } = await apply();
    const [applicationId, expiry, nonce, mac] = token.split(".");
    const flipped = `${mac!.slice(0, -1)}${mac!.endsWith("A") ? "B" : "A"}`;
    const later = new Date(ports.clock.now().getTime() + STATUS_LINK_LIFETIME_MS * 2);
    const consentToken = signConsentLink(TEST_CONSENT_LINK_SECRET, {
      purpose: "unsubscribe",
      list: "newsletter",
      entryId: applicationId!,
      expiresAt: later,
      nonce: nonce!,
    });
    for (const bad of [
      `${applicationId}.${expiry}.${nonce}.${flipped}`,
      `${applicationId}.${Number(expiry) + 1}.${nonce}.${mac}`,
      signStatusLink("another-secret-0123456789abcdef0123456789", {
        applicationId: applicationId!,
        expiresAt: later,
        nonce: nonce!,
      }),
      signStatusLink(TEST_STATUS_LINK_SECRET, { applicationId: id, expiresAt: later, nonce: "someone-elses-nonce" }),
      // Each kind of link has its own key: the consent links' key signs no status link.
      signStatusLink(TEST_CONSENT_LINK_SECRET, { applicationId: id, expiresAt: later, nonce: nonce! }),
      consentToken,
      "",
      "x".repeat(600),
      42,
      undefined,
    ]) {
      expect(await status(bad)).toEqual({ outcome: "invalid" });
    }
    ports.clock.advance(STATUS_LINK_LIFETIME_MS);
    expect(await status(token)).toEqual({ outcome: "invalid" });
  });

  it("a genuine link to an application the admin rejected says only 'no longer on file'", async () => {
    const { id, token } = await apply();
    await deleteCreatorApplication({ applicationId: id }, { caller: callers.admin }, ports);
    expect(await status(token)).toEqual({ outcome: "no_longer_on_file" });
  });
});

describe("withdrawing from the status page", () => {
  it("deletes the application and its videos at once, kills the link, and logs it without the data", async () => {
    const { id, token } = await apply();
    expect((await withdrawApplication({ token }, anyone, ports)).body).toEqual({ outcome: "withdrawn" });
    expect(await ports.documents.get("creator_applications", id)).toBeNull();
    expect(ports.files.has(path("one.mp4"))).toBe(false);
    expect(ports.files.has(path("two.mp4"))).toBe(false);
    expect(await status(token)).toEqual({ outcome: "no_longer_on_file" });
    expect((await withdrawApplication({ token }, anyone, ports)).body).toEqual({ outcome: "invalid" });
    const audit = await ports.documents.list("adminAudit", { orderBy: "at", limit: 5 });
    expect(audit.items).toHaveLength(1);
    const entry = audit.items[0]!.data;
    expect(entry).toMatchObject({
      action: "withdraw_creator_application",
      targetId: id,
      adminEmail: null,
      details: { deletedFiles: 2 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/ada|lovelace|one\.mp4/i);
  });

  it("refuses a wrong token and deletes nothing", async () => {
    const { id, token } = await apply();
    expect((await withdrawApplication({ token: `${token}x` }, anyone, ports)).body).toEqual({ outcome: "invalid" });
    expect((await withdrawApplication({}, anyone, ports)).body).toEqual({ outcome: "invalid" });
    expect(await ports.documents.get("creator_applications", id)).not.toBeNull();
    expect(ports.files.has(path("one.mp4"))).toBe(true);
  });
});

describe("send me my link again", () => {
  it("e-mails a working link to the address on file, matched as the sign-up lists normalise it", async () => {
    const { id } = await apply();
    const before = ports.mailer.sent.length;
    const result = await resendStatusLink({ email: "  ADA@example.COM", ...HUMAN }, anyone, ports);
    expect(result).toEqual({ status: 200, body: { ok: true, message: STATUS_LINK_RESENT } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ports.mailer.sent).toHaveLength(before + 1);
    const mail = ports.mailer.sent.at(-1)!;
    // To the address as it was typed on the application (the match is on the normalised form).
    expect(mail.to.address).toBe("Ada@Example.com");
    expect(await status(tokenIn(mail.text))).toMatchObject({ outcome: "found", status: "in_review" });
    expect((await ports.documents.get<{ sentAt?: string }>("status_links", id))?.sentAt).toBe(
      ports.clock.now().toISOString(),
    );
  });

  it("gives the same answer for an unknown address and sends nothing", async () => {
    await apply();
    const before = ports.mailer.sent.length;
    const result = await resendStatusLink({ email: "ada@example.co", ...HUMAN }, anyone, ports);
    expect(result).toEqual({ status: 200, body: { ok: true, message: STATUS_LINK_RESENT } });
    expect(ports.mailer.sent).toHaveLength(before);
  });

  it("sends at most one link per application every ten minutes, whoever asks", async () => {
    await apply();
    const before = ports.mailer.sent.length;
    await resendStatusLink({ email: "ada@example.com", ...HUMAN }, anyone, ports);
    await resendStatusLink({ email: "ada@example.com", ...HUMAN }, anyone, ports);
    expect(ports.mailer.sent).toHaveLength(before + 1);
    ports.clock.advance(STATUS_LINK_RESEND_MS);
    await resendStatusLink({ email: "ada@example.com", ...HUMAN }, anyone, ports);
    expect(ports.mailer.sent).toHaveLength(before + 2);
  });

  it("sends a new link each time: the links sent before stop working", async () => {
    const { token } = await apply();
    await resendStatusLink({ email: "ada@example.com", ...HUMAN }, anyone, ports);
    const fresh = tokenIn(ports.mailer.sent.at(-1)!.text);
    expect(fresh).not.toBe(token);
    expect(await status(fresh)).toMatchObject({ outcome: "found" });
    expect(await status(token)).toEqual({ outcome: "invalid" });
  });

  it("frees the resend at once when the e-mail could not be sent", async () => {
    await apply();
    const before = ports.mailer.sent.length;
    ports.mailer.failDelivery = true;
    await resendStatusLink({ email: "ada@example.com", ...HUMAN }, anyone, ports);
    ports.mailer.failDelivery = false;
    await resendStatusLink({ email: "ada@example.com", ...HUMAN }, anyone, ports);
    expect(ports.mailer.sent).toHaveLength(before + 1);
  });

  it("sends only to applications of exactly that address, not to one whose search entry merely matches it", async () => {
    const { id: other } = await apply("mallory@example.com");
    // Mallory's application found by a search for Ada's address (as a name or niche naming it would be).
    await ports.documents.update("creator_applications", other, { searchTokens: ["ada@example.com"] });
    const before = ports.mailer.sent.length;
    await resendStatusLink({ email: "ada@example.com", ...HUMAN }, anyone, ports);
    expect(ports.mailer.sent).toHaveLength(before);
    expect(await ports.documents.get("status_links", other)).toBeNull();
  });

  it("carries none of the applicant's own text: no name in the greeting or the To line", async () => {
    await apply();
    await resendStatusLink({ email: "ada@example.com", ...HUMAN }, anyone, ports);
    const mail = ports.mailer.sent.at(-1)!;
    expect(mail.to).toEqual({ address: "Ada@Example.com" });
    for (const body of [mail.text, mail.html]) expect(body).not.toMatch(/Lovelace|Hi Ada/);
  });

  it("needs the human check, and sends nothing without it", async () => {
    await apply();
    const before = ports.mailer.sent.length;
    for (const token of ["", "robot"]) {
      expect(
        await resendStatusLink({ email: "ada@example.com", "g-recaptcha-response": token }, anyone, ports),
      ).toEqual({ status: 400, body: { error: "reCAPTCHA verification failed. Please try again." } });
    }
    expect(ports.mailer.sent).toHaveLength(before);
  });

  it("a client gets a few requests a day; an address with applications a few links, whoever asks", async () => {
    await apply();
    const refused = { status: 429, body: { error: STATUS_LINK_DAILY_LIMIT } };
    const accepted = { status: 200, body: { ok: true, message: STATUS_LINK_RESENT } };
    const ask = (email: string, clientKey: string) =>
      resendStatusLink({ email, ...HUMAN }, { caller: null, clientKey }, ports);
    const mails = () => ports.mailer.sent.length;
    // Past its own allowance a client is refused, and spends nobody's address allowance.
    for (let n = 0; n < STATUS_LINK_REQUESTS_PER_CLIENT; n += 1) {
      expect(await ask(`someone${"x".repeat(n)}@example.com`, "greedy")).toEqual(accepted);
    }
    const before = mails();
    for (let n = 0; n < 5; n += 1) expect(await ask("ada@example.com", "greedy")).toEqual(refused);
    expect(mails()).toBe(before);
    // An address that never applied costs nothing: strangers asking for it change nothing for anyone.
    for (let n = 0; n < 5; n += 1) expect(await ask("nobody@example.com", `stranger-${n}`)).toEqual(accepted);
    // The address's links, from any client; past them the answer is the same, and nothing is sent.
    for (let n = 0; n < STATUS_LINK_REQUESTS_PER_ADDRESS; n += 1) {
      ports.clock.advance(STATUS_LINK_RESEND_MS);
      expect(await ask("ADA@example.com", `client-${n}`)).toEqual(accepted);
    }
    expect(mails()).toBe(before + STATUS_LINK_REQUESTS_PER_ADDRESS);
    ports.clock.advance(STATUS_LINK_RESEND_MS);
    expect(await ask("ada@example.com", "client-new")).toEqual(accepted);
    expect(mails()).toBe(before + STATUS_LINK_REQUESTS_PER_ADDRESS);
    // Days later: allowances start again, and the sweep has deleted the old counts.
    ports.clock.advance(3 * 24 * 60 * 60 * 1000);
    expect(await purgeDailyCounts(ports)).toBeGreaterThan(0);
    expect((await ports.documents.list("daily_counts", { orderBy: "expiresAt", limit: 100 })).items).toHaveLength(0);
    expect(await ask("ada@example.com", "greedy")).toEqual(accepted);
    expect(mails()).toBe(before + STATUS_LINK_REQUESTS_PER_ADDRESS + 1);
  });

  it("refuses a bad address with the field's message", async () => {
    expect(await resendStatusLink({ email: "not an address", ...HUMAN }, anyone, ports)).toEqual({
      status: 400,
      body: { error: "Please enter a valid e-mail address" },
    });
    expect((await resendStatusLink({}, anyone, ports)).status).toBe(400);
  });
});
