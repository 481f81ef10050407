import { StrictMode } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { BackendError, installBackend } from "~/lib/backend";
import { CONSENT_POLICY_VERSION, NEWSLETTER_CONSENT_WORDING } from "~/shared/consent";
import { NewsletterSlot } from "~/features/newsletter/newsletter-slot";
import { PRIVACY_LAST_UPDATED } from "~/features/legal/privacy/privacy-page";
import { renderWithRouter } from "@testing/app/render-app";
import { createMemoryBackend } from "@testing/app/memory-backend";
import { ConfirmSubscriptionPage } from "../confirm-subscription-page";
import { UnsubscribePage } from "../unsubscribe-page";

const heading = (name: string) => screen.findByRole("heading", { level: 1, name });
/** The card moves focus to its heading in an effect after it renders: wait for that, not only the heading. */
const expectFocusedHeading = async (name: string) => {
  const element = await heading(name);
  await waitFor(() => expect(element).toHaveFocus());
};

describe("the confirmation page", () => {
  it("confirms the link's token once as it opens, even when React mounts it twice", async () => {
    const backend = createMemoryBackend();
    onTestFinished(installBackend(backend));
    const router = createMemoryRouter([{ path: "*", element: <ConfirmSubscriptionPage /> }], {
      initialEntries: ["/confirm-subscription?token=c.n.abc"],
    });
    // StrictMode runs every effect twice on mount, as development builds do.
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Confirming your subscription…");
    await expectFocusedHeading("You're subscribed");
    expect(backend.api.confirmSubscription.mock.calls).toEqual([["c.n.abc"]]);
  });

  it.each([
    ["already_confirmed", "This link has already been used"],
    ["unsubscribed", "You've unsubscribed"],
    ["expired", "This link has expired"],
    ["invalid", "We don't recognise this link"],
  ] as const)("answers %s with a clear page", async (outcome, title) => {
    const backend = createMemoryBackend();
    backend.api.confirmSubscription.mockResolvedValueOnce(outcome);
    renderWithRouter(<ConfirmSubscriptionPage />, { url: "/confirm-subscription?token=t", backend });
    await heading(title);
    if (outcome !== "already_confirmed") {
      expect(screen.getByRole("link", { name: "Sign up again" })).toHaveAttribute("href", "/#footer");
    }
  });

  it("a link without a token is unknown, and nothing is sent", async () => {
    const backend = createMemoryBackend();
    renderWithRouter(<ConfirmSubscriptionPage />, { url: "/confirm-subscription", backend });
    await heading("We don't recognise this link");
    expect(backend.api.confirmSubscription).not.toHaveBeenCalled();
  });

  it("says when the server could not be reached, and tries again on request", async () => {
    const backend = createMemoryBackend();
    backend.api.confirmSubscription.mockRejectedValueOnce(new BackendError("Request timed out. Please try again."));
    const { user } = renderWithRouter(<ConfirmSubscriptionPage />, { url: "/confirm-subscription?token=t", backend });
    await heading("We couldn't confirm your subscription");
    expect(screen.getByText("Request timed out. Please try again.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await heading("You're subscribed");
    expect(backend.api.confirmSubscription).toHaveBeenCalledTimes(2);
  });
});

describe("the unsubscribe page", () => {
  it("opening the link changes nothing; the button unsubscribes", async () => {
    const backend = createMemoryBackend();
    const { user } = renderWithRouter(<UnsubscribePage />, { url: "/unsubscribe?token=u.n.abc", backend });
    await heading("Unsubscribe from Reelmark e-mails?");
    expect(backend.api.unsubscribe).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    await expectFocusedHeading("You're unsubscribed");
    expect(backend.api.unsubscribe.mock.calls).toEqual([["u.n.abc"]]);
  });

  it.each([
    ["already_unsubscribed", "You're already unsubscribed"],
    ["expired", "This link has expired"],
    ["invalid", "We don't recognise this link"],
  ] as const)("answers %s with a clear page", async (outcome, title) => {
    const backend = createMemoryBackend();
    backend.api.unsubscribe.mockResolvedValueOnce(outcome);
    const { user } = renderWithRouter(<UnsubscribePage />, { url: "/unsubscribe?token=t", backend });
    await user.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    await heading(title);
  });

  it("keeps the button after a failure and shows why", async () => {
    const backend = createMemoryBackend();
    backend.api.unsubscribe.mockRejectedValueOnce(
      new BackendError("Too many requests. Please wait a minute and try again."),
    );
    const { user } = renderWithRouter(<UnsubscribePage />, { url: "/unsubscribe?token=t", backend });
    await user.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests");
    expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeEnabled();
  });
});

describe("consent wording", () => {
  it("the footer shows the newsletter's consent wording under the field, with the privacy policy", () => {
    renderWithRouter(<NewsletterSlot setting="general" />);
    const note = screen.getByText(NEWSLETTER_CONSENT_WORDING, { exact: false });
    expect(note).toHaveTextContent(`${NEWSLETTER_CONSENT_WORDING} Privacy Policy`);
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  });

  it("records the privacy policy version in force", () => {
    expect(CONSENT_POLICY_VERSION).toBe(PRIVACY_LAST_UPDATED.iso);
  });
});
