import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConsent, writeConsent } from "../consent-cookie";
import { readConsent, subscribeConsent } from "../consent-state";

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
});

describe("reading the cookie answer without a cookie library", () => {
  it("reads what the writer stored, among other cookies", () => {
    Cookies.set("before", "1");
    writeConsent(false);
    Cookies.set("after", "2");
    expect(readConsent()).toBe("false");
    writeConsent(true);
    expect(readConsent()).toBe("true");
  });

  it("takes no other value, and no cookie whose name merely ends the same", () => {
    Cookies.set("CookieConsent", "yes");
    expect(readConsent()).toBeUndefined();
    Cookies.remove("CookieConsent");
    Cookies.set("xCookieConsent", "true");
    expect(readConsent()).toBeUndefined();
    Cookies.set("CookieConsent", "truest");
    expect(readConsent()).toBeUndefined();
  });

  it("tells subscribers when the answer is written and when it is removed", () => {
    const listener = vi.fn();
    const stop = subscribeConsent(listener);
    writeConsent(true);
    resetConsent();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(readConsent()).toBeUndefined();
    stop();
    writeConsent(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
