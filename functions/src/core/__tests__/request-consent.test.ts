import { describe, expect, it } from "vitest";
import type { ConsentRecord } from "~/shared/consent";
import { consentToRequestAgain, newConsentRecord, type ConsentRequest } from "../consent/request-consent";

const request: ConsentRequest = { placement: "newsletter_footer", sourcePage: "/" };
const now = new Date("2026-03-02T12:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const pending = (sentAt: string | null): ConsentRecord => ({
  ...newConsentRecord(request, new Date("2026-03-01T00:00:00.000Z")),
  confirmationSentAt: sentAt,
});

describe("the consent a repeat sign-up leaves", () => {
  it("is nothing for a confirmed consent", () => {
    expect(consentToRequestAgain({ ...pending(null), status: "confirmed" }, request, now)).toBeNull();
  });

  it("is nothing while the last confirmation is younger than 10 minutes", () => {
    expect(consentToRequestAgain(pending(minutesAgo(9)), request, now)).toBeNull();
  });

  it("re-sends a pending confirmation after 10 minutes with the same nonce", () => {
    const current = pending(minutesAgo(10));
    expect(consentToRequestAgain(current, request, now)).toEqual({ ...current, confirmationSentAt: now.toISOString() });
  });

  it("re-sends a pending confirmation that has no sending time", () => {
    expect(consentToRequestAgain(pending(null), request, now)?.confirmationSentAt).toBe(now.toISOString());
  });

  it("is a new unconfirmed consent when there is none", () => {
    const next = consentToRequestAgain(undefined, request, now);
    expect(next).toMatchObject({ status: "unconfirmed", requestedAt: now.toISOString(), unsubscribedAt: null });
  });

  it("keeps an unsubscribed consent's unsubscribe nonce and when it ended, and mails at once", () => {
    const unsubscribed: ConsentRecord = {
      ...pending(minutesAgo(1)),
      status: "unsubscribed",
      unsubscribedAt: minutesAgo(1),
      unsubscribedVia: "page",
      unsubscribeNonce: "kept",
    };
    expect(consentToRequestAgain(unsubscribed, request, now)).toMatchObject({
      status: "unconfirmed",
      confirmationSentAt: now.toISOString(),
      unsubscribedAt: minutesAgo(1),
      unsubscribedVia: "page",
      unsubscribeNonce: "kept",
    });
  });
});
