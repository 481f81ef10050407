import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { NewsletterSubscriberDocument } from "~/shared/documents";
import { CONSENT_SECRET_FILE, consentLinkSecret } from "../../consent-secret";
import { type CapturedMail } from "~/testing/maildev-inbox";
import { suiteInbox, suiteServer } from "../../testing/suite-server";

const inbox = suiteInbox();
const server = suiteServer(() => ({ smtpPort: inbox.smtpPort }));

const postJson = (path: string, body: unknown) =>
  fetch(server.baseUrl + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const answer = async (response: Response) => ({ status: response.status, body: await response.json() });
const subscribe = (email: string) =>
  postJson("/api/subscribe-to-waitlist", { email, "g-recaptcha-response": "", sourcePage: "/prices" });
const linkIn = (mail: CapturedMail, path: string) => new RegExp(`(http\\S+${path}\\?token=\\S+)`).exec(mail.text)![1]!;
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const entries = async () =>
  (
    await server.ports.documents.list<NewsletterSubscriberDocument>("newsletter_subscribers", {
      orderBy: "createdAt",
      limit: 50,
    })
  ).items;

describe("double opt-in over HTTP, with real mail", () => {
  it("mails a confirmation link to this site; POSTing its token confirms once; the welcome e-mail has RFC 8058 headers", async () => {
    const email = "reader@example.com";
    expect(await answer(await subscribe(email))).toEqual({ status: 200, body: { ok: true } });
    const [confirmation] = await inbox.to(email);
    expect(confirmation?.subject).toBe("Please confirm your subscription to Reelmark");
    const link = linkIn(confirmation!, "/confirm-subscription");
    expect(link.startsWith(`${server.baseUrl}/confirm-subscription?token=`)).toBe(true);

    const confirm = () => postJson("/api/confirm-subscription", { token: tokenOf(link) });
    expect(await answer(await confirm())).toEqual({ status: 200, body: { outcome: "confirmed" } });
    expect(await answer(await confirm())).toEqual({ status: 200, body: { outcome: "already_confirmed" } });

    const welcome = (await inbox.to(email, { atLeast: 2 }))[1]!;
    expect(welcome.subject).toBe("You're subscribed to Reelmark updates");
    const oneClick = welcome.headers["list-unsubscribe"]!;
    expect(oneClick).toMatch(new RegExp(`^<${server.baseUrl}/api/unsubscribe/one-click\\?token=[\\w.%-]+>$`));
    expect(welcome.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(linkIn(welcome, "/unsubscribe")).toMatch(new RegExp(`^${server.baseUrl}/unsubscribe\\?token=`));
  });

  it("a GET of the one-click URL changes nothing (mail scanners fetch links): it sends the visitor to the page", async () => {
    const email = "scanned@example.com";
    await subscribe(email);
    await postJson("/api/confirm-subscription", {
      token: tokenOf(linkIn((await inbox.to(email))[0]!, "/confirm-subscription")),
    });
    const welcome = (await inbox.to(email, { atLeast: 2 }))[1]!;
    const oneClick = welcome.headers["list-unsubscribe"]!.slice(1, -1);

    const get = await fetch(oneClick, { redirect: "manual" });
    expect(get.status).toBe(303);
    expect(get.headers.get("location")).toBe(`/unsubscribe?token=${encodeURIComponent(tokenOf(oneClick))}`);
    const stored = (await entries()).find((entry) => entry.data.email === email)!;
    expect(stored.data.consent?.status).toBe("confirmed");

    // The mail client's POST: form-encoded, no cookies, no sign-in.
    const post = await fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await answer(post)).toEqual({ status: 200, body: { outcome: "unsubscribed" } });
    const after = (await entries()).find((entry) => entry.data.email === email)!;
    expect(after.data.consent).toMatchObject({ status: "unsubscribed", unsubscribedVia: "one_click" });

    const again = await postJson("/api/unsubscribe", { token: tokenOf(oneClick) });
    expect(await answer(again)).toEqual({ status: 200, body: { outcome: "already_unsubscribed" } });
  });

  it("answers unknown, tampered and missing tokens as invalid, never as a server error", async () => {
    for (const body of [{}, { token: "" }, { token: "c.n.abc.1.n.mac" }, { token: 42 }, null]) {
      expect(await answer(await postJson("/api/confirm-subscription", body))).toEqual({
        status: 200,
        body: { outcome: "invalid" },
      });
      expect(await answer(await postJson("/api/unsubscribe", body))).toEqual({
        status: 200,
        body: { outcome: "invalid" },
      });
    }
  });
});

describe("the link key", () => {
  it("is generated once per data directory, readable by its owner only, and kept across restarts", () => {
    const file = path.join(server.dataDir, CONSENT_SECRET_FILE);
    const stored = readFileSync(file, "utf8").trim();
    expect(stored.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(server.ports.config.consentLinkSecret).toBe(stored);
    expect(consentLinkSecret(undefined, server.dataDir)).toBe(stored);
    expect(consentLinkSecret("a-configured-secret-0123456789abcdef", server.dataDir)).toBe(
      "a-configured-secret-0123456789abcdef",
    );
  });
});
