import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import Cookies from "js-cookie";
import { startConsentPrompt } from "../consent-prompt";
import { COOKIE_BANNER_TEXT } from "../cookie-banner-text";
import { CookieSettingsButton } from "../cookie-settings-button";

let stop: () => void = () => undefined;

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
}

describe("cookie prompt", () => {
  beforeEach(clearCookies);
  afterEach(() => stop());

  it("shows the product's text, Accept, Decline and a link to the cookie policy when unanswered", () => {
    stop = startConsentPrompt();
    expect(screen.getByRole("region", { name: "Cookie consent" })).toHaveTextContent(COOKIE_BANNER_TEXT);
    expect(screen.getByRole("button", { name: "Accept" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Decline" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /cookie policy/i })).toHaveAttribute("href", "/cookie-policy");
  });

  it('stores "true" on Accept and hides', async () => {
    stop = startConsentPrompt();
    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(Cookies.get("CookieConsent")).toBe("true");
    expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument();
  });

  it('stores "false" on Decline and hides', async () => {
    stop = startConsentPrompt();
    await userEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(Cookies.get("CookieConsent")).toBe("false");
    expect(screen.queryByRole("button", { name: "Decline" })).not.toBeInTheDocument();
  });

  it("answered from the keyboard, hands the focus to the page's content", async () => {
    render(
      <main id="main" tabIndex={-1}>
        Content
      </main>,
    );
    stop = startConsentPrompt();
    screen.getByRole("button", { name: "Decline" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("stays hidden once answered", () => {
    Cookies.set("CookieConsent", "false");
    stop = startConsentPrompt();
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  });

  it("starts once: a second start neither adds a prompt nor stops the first", () => {
    stop = startConsentPrompt();
    const second = startConsentPrompt();
    expect(screen.getAllByRole("region", { name: "Cookie consent" })).toHaveLength(1);
    second();
    expect(screen.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  });

  it("sets the cookie for 365 days on the whole site", async () => {
    const set = vi.spyOn(Cookies, "set");
    stop = startConsentPrompt();
    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(set).toHaveBeenCalledWith(
      "CookieConsent",
      "true",
      expect.objectContaining({ expires: 365, path: "/", sameSite: "Lax" }),
    );
  });
});

describe("cookie settings", () => {
  beforeEach(clearCookies);
  afterEach(() => stop());

  it("brings the banner back so the visitor can change their answer", async () => {
    Cookies.set("CookieConsent", "true");
    stop = startConsentPrompt();
    render(<CookieSettingsButton />);
    expect(screen.queryByRole("button", { name: "Decline" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cookie settings" }));
    await userEvent.click(await screen.findByRole("button", { name: "Decline" }));
    expect(Cookies.get("CookieConsent")).toBe("false");
  });
});
