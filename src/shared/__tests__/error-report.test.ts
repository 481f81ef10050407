import { describe, expect, it } from "vitest";
import { pagePath, scrubbed } from "../error-report";

// The site's own links carry the tokens a report must never hold: a status link's
// `applicationId.expiry.nonce.mac` and a consent link's six dotted parts, in a query, often without a host.
const STATUS_TOKEN = "app-0123456789.1780000000.q1w2e3r4t5y6u7i8o9p0.Zx9_Q2VydGFpbmx5LWEtbWFjLXZhbHVlLWhlcmU";
const CONSENT_TOKEN = "u.n.entry-1.1780000000.nonce-1.bWFjLW9mLWEtY29uc2VudC1saW5rLXNpZ25lZA";

describe("scrubbed", () => {
  it("takes out the site's tokens wherever they stand, absolute link, relative link or bare", () => {
    const consent = CONSENT_TOKEN;
    for (const text of [
      `No route matches URL "/application-status?token=${STATUS_TOKEN}"`,
      `fetch https://reelmark.example/application-status?token=${STATUS_TOKEN}#top failed`,
      `token ${STATUS_TOKEN} is not valid`,
      `fetch /unsubscribe?token=${consent}`,
      `bad link ${consent}`,
    ]) {
      const clean = scrubbed(text, 300);
      expect(clean).not.toContain("q1w2e3r4t5y6u7i8o9p0");
      expect(clean).not.toContain(consent.slice(-20));
    }
  });

  it("takes out e-mail addresses, written or percent-encoded", () => {
    expect(scrubbed("sent to ada@example.com and priya%40gmail.com", 300)).toBe("sent to [email] and [email]");
  });

  it("keeps a stack's script paths and file names", () => {
    const frame = "at send (https://reelmark.example/assets/framework-AbCdEfGhIjKlMnOpQrStUvWx.js:1:2)";
    expect(scrubbed(frame, 300)).toBe(frame);
    expect(scrubbed("at f (page-chrome-AbCdEfGhIjKlMnOpQrStUvWxYz0123.js:3:4)", 300)).toContain("page-chrome-");
  });

  it("cuts a long text before reading it, and never leaves a split token behind", () => {
    const long = `${"word ".repeat(300)}${STATUS_TOKEN}`;
    expect(scrubbed(long, 300)).not.toContain("Zx9_");
    expect(scrubbed("a-".repeat(50_000), 300).length).toBeLessThanOrEqual(300);
  });
});

describe("pagePath", () => {
  it("is the path alone", () => {
    expect(pagePath(`https://reelmark.example/application-status?token=${STATUS_TOKEN}#x`)).toBe("/application-status");
  });
});
