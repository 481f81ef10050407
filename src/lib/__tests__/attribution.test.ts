import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const KEY = "reelmark_attribution";

/** A fresh page load: the modules start again, on `address`, arriving from `referrer`. */
async function loadPage(address: string, referrer = "") {
  window.history.replaceState(null, "", address);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  vi.resetModules();
  const attribution = await import("../attribution");
  const cookie = await import("../consent-cookie");
  return { ...attribution, ...cookie };
}

/** An in-page navigation: the address changes, the document (and its referrer) stays. */
const goTo = (path: string) => window.history.pushState(null, "", path);

const touch = (overrides: object = {}) => ({
  source: null,
  medium: null,
  campaign: null,
  referrerHost: null,
  landingPath: "/",
  ...overrides,
});
const tiktokLaunch = touch({ source: "tiktok", campaign: "launch", referrerHost: "www.tiktok.com" });

beforeEach(() => localStorage.clear());
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
});

describe("without an accepted cookie answer nothing is kept", () => {
  it("a form sends only what its own page carries", async () => {
    const page = await loadPage("/?utm_source=TikTok&utm_campaign=launch", "https://www.tiktok.com/@reelmark?x=1");
    page.startAttribution();
    goTo("/prices");
    goTo("/brand-signup");
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(page.attributionForSubmission()).toEqual({
      first: null,
      last: touch({ referrerHost: "www.tiktok.com", landingPath: "/brand-signup" }),
    });
  });

  it("declining removes what was kept", async () => {
    const page = await loadPage("/?utm_source=tiktok&utm_campaign=launch", "https://www.tiktok.com/");
    page.writeConsent(true);
    page.startAttribution();
    expect(localStorage.getItem(KEY)).not.toBeNull();
    page.writeConsent(false);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(page.attributionForSubmission()).toEqual({ first: null, last: tiktokLaunch });
  });

  it("declining or withdrawing the answer on a page that keeps nothing (admin, status page) removes it too", async () => {
    const kept = await loadPage("/?utm_source=tiktok", "https://www.tiktok.com/");
    kept.writeConsent(true);
    kept.startAttribution();
    for (const answer of ["decline", "withdraw"] as const) {
      localStorage.setItem(KEY, JSON.stringify({ first: tiktokLaunch, last: tiktokLaunch, savedAt: "x" }));
      const page = await loadPage("/admin");
      if (answer === "decline") page.writeConsent(false);
      else page.resetConsent();
      expect(localStorage.getItem(KEY)).toBeNull();
    }
  });
});

describe("once the visitor accepts", () => {
  it("the arrival is kept when they accept, and every later form of the visit sends it", async () => {
    const page = await loadPage("/?utm_source=tiktok&utm_campaign=launch", "https://www.tiktok.com/video/1");
    page.startAttribution();
    expect(localStorage.getItem(KEY)).toBeNull();
    page.writeConsent(true);
    goTo("/prices");
    goTo("/brand-signup?tier=pro&creators=10");
    expect(page.attributionForSubmission()).toEqual({ first: tiktokLaunch, last: tiktokLaunch });
  });

  it("the first arrival stays; a later one from a link or another site is the last; a direct visit changes nothing", async () => {
    const first = await loadPage("/?utm_source=tiktok&utm_campaign=launch", "https://www.tiktok.com/");
    first.writeConsent(true);
    first.startAttribution();
    (await loadPage("/prices", "https://www.google.co.uk/search?q=ugc")).startAttribution();
    const google = touch({ referrerHost: "www.google.co.uk", landingPath: "/prices" });
    const direct = await loadPage("/contact", "");
    direct.startAttribution();
    expect(direct.attributionForSubmission()).toEqual({ first: tiktokLaunch, last: google });
    const ownSite = await loadPage("/contact", `${window.location.origin}/prices`);
    ownSite.startAttribution();
    expect(ownSite.attributionForSubmission()).toEqual({ first: tiktokLaunch, last: google });
  });

  it("a remembered arrival older than 90 days is forgotten", async () => {
    const page = await loadPage("/contact", "");
    page.writeConsent(true);
    const old = new Date(Date.now() - 91 * 86_400_000).toISOString();
    localStorage.setItem(KEY, JSON.stringify({ first: tiktokLaunch, last: tiktokLaunch, savedAt: old }));
    expect(page.attributionForSubmission()).toEqual({ first: null, last: touch({ landingPath: "/contact" }) });
  });
});

describe("what is read from an address", () => {
  it("tags are trimmed, capped at 100 and lower-cased; one with hidden characters is left out", async () => {
    const { touchOf } = await loadPage("/");
    const address = `https://reelmark.example/p?utm_source=%20Insta%20&utm_medium=cpc%E2%80%AE&utm_campaign=${"C".repeat(150)}`;
    expect(touchOf(address, "")).toEqual(
      touch({ source: "insta", medium: null, campaign: "c".repeat(100), landingPath: "/p" }),
    );
  });

  it("the estimate of /brand-signup's address, its total from the price table; anything else is none", async () => {
    const { estimateInAddress } = await loadPage("/brand-signup?tier=pro&creators=10&totalPence=1");
    expect(estimateInAddress()).toEqual({ tier: "pro", creators: 10, totalPence: 247_500 });
    for (const query of ["?tier=vip&creators=1", "?tier=pro&creators=21", "?tier=pro&creators=2.5", "?tier=pro", ""]) {
      window.history.replaceState(null, "", `/brand-signup${query}`);
      expect(estimateInAddress(), query).toBeUndefined();
    }
  });
});
