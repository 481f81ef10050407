import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NEWSLETTER_CONSENT_WORDING, type ConsentRecord } from "~/shared/consent";
import type { NewsletterSubscriberDocument } from "~/shared/documents";
import { renderSection, signedInBackend } from "../../__tests__/render-section";

configure({ asyncUtilTimeout: 5000 });

const consent = (fields: Partial<ConsentRecord>): ConsentRecord => ({
  status: "unconfirmed",
  placement: "newsletter_footer",
  sourcePage: "/prices",
  wording: NEWSLETTER_CONSENT_WORDING,
  policyVersion: "2026-11-21",
  requestedAt: "2026-03-01T09:00:00.000Z",
  confirmationSentAt: "2026-03-01T09:00:00.000Z",
  confirmedAt: null,
  unsubscribedAt: null,
  unsubscribedVia: null,
  confirmNonce: null,
  unsubscribeNonce: "n",
  ...fields,
});

const subscriber = (
  email: string,
  fields: Partial<NewsletterSubscriberDocument> = {},
): NewsletterSubscriberDocument => ({
  email,
  group: null,
  sourcePage: "/prices",
  consentedAt: "2026-03-01T09:00:00.000Z",
  createdAt: "2026-03-01T09:00:00.000Z",
  updatedAt: "2026-03-01T09:00:00.000Z",
  ...fields,
});

describe("newsletter subscribers", () => {
  it("flags a throwaway address, and names the earlier entry of the same mailbox by its address and date", async () => {
    const backend = signedInBackend();
    const first = backend.seed("newsletter-subscribers", subscriber("jo.dup@gmail.com"));
    backend.seed(
      "newsletter-subscribers",
      subscriber("jodup+news@gmail.com", { flags: { disposable: false, possibleDuplicateOf: first } }),
    );
    backend.seed(
      "newsletter-subscribers",
      subscriber("x@mailinator.com", { flags: { disposable: true, possibleDuplicateOf: "erased-since" } }),
    );
    renderSection("/admin/newsletter", backend);
    const card = async (email: string) => screen.findByRole("article", { name: email });
    const later = await card("jodup+news@gmail.com");
    await waitFor(() =>
      expect(later).toHaveTextContent("Possible duplicate of jo.dup@gmail.com (signed up 01/03/2026 09:00)"),
    );
    const throwaway = await card("x@mailinator.com");
    await waitFor(() =>
      expect(throwaway).toHaveTextContent("Throwaway address; Possible duplicate of a sign-up since deleted"),
    );
    expect(await card("jo.dup@gmail.com")).not.toHaveTextContent("Possible duplicate");
  });

  it("reads an earlier entry once for every card flagged against it", async () => {
    const backend = signedInBackend();
    const first = backend.seed("newsletter-subscribers", subscriber("sam@gmail.com"));
    for (const email of ["s.a.m@gmail.com", "sam+a@gmail.com", "sam+b@gmail.com"]) {
      backend.seed(
        "newsletter-subscribers",
        subscriber(email, { flags: { disposable: false, possibleDuplicateOf: first } }),
      );
    }
    renderSection("/admin/newsletter", backend);
    const flagged = await screen.findAllByText("Possible duplicate of sam@gmail.com (signed up 01/03/2026 09:00)");
    expect(flagged).toHaveLength(3);
    expect(backend.adminData.get.mock.calls.filter(([, id]) => id === first)).toHaveLength(1);
  });

  it("shows confirmed, unconfirmed and unsubscribed entries with their consent record and source", async () => {
    const backend = signedInBackend();
    backend.seed("newsletter-subscribers", subscriber("old@example.com"));
    backend.seed(
      "newsletter-subscribers",
      subscriber("gone@example.com", {
        consent: consent({
          status: "unsubscribed",
          unsubscribedAt: "2026-03-05T10:00:00.000Z",
          unsubscribedVia: "one_click",
        }),
      }),
    );
    backend.seed("newsletter-subscribers", subscriber("waiting@example.com", { consent: consent({}) }));
    backend.seed(
      "newsletter-subscribers",
      subscriber("yes@example.com", {
        group: "creator",
        consent: consent({
          status: "confirmed",
          placement: "creator_application",
          sourcePage: "/creator-signup",
          confirmedAt: "2026-03-02T10:00:00.000Z",
        }),
      }),
    );
    const { user } = renderSection("/admin/newsletter", backend);
    const card = async (email: string) => screen.findByRole("article", { name: email });

    const confirmed = await card("yes@example.com");
    expect(within(confirmed).getByText("Confirmed", { selector: ".status-badge" })).toBeInTheDocument();
    expect(confirmed).toHaveTextContent("Creator application box on /creator-signup");
    expect(confirmed).toHaveTextContent("Creators");
    expect(confirmed).toHaveTextContent("02/03/2026 10:00");
    expect(
      within(await card("waiting@example.com")).getByText("Unconfirmed", { selector: ".status-badge" }),
    ).toBeInTheDocument();
    const gone = await card("gone@example.com");
    expect(within(gone).getByText("Unsubscribed", { selector: ".status-badge" })).toBeInTheDocument();
    expect(gone).toHaveTextContent("05/03/2026 10:00 (one-click from an e-mail)");
    expect(within(gone).getByText(`“${NEWSLETTER_CONSENT_WORDING}”`)).toBeInTheDocument();
    expect(await card("old@example.com")).toHaveTextContent("No consent record");

    const filters = screen.getByRole("group", { name: "Filter subscribers by consent" });
    await user.click(await within(filters).findByRole("button", { name: "Confirmed (1)" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(screen.getByRole("article", { name: "yes@example.com" })).toBeInTheDocument();
  }, 20_000);
});
