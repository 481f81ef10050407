import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import Cookies from "js-cookie";
import { CookieBanner } from "../cookie-banner";
import { COOKIE_BANNER_TEXT } from "../cookie-banner-text";
import { CookieSettingsButton } from "../cookie-settings-button";

function renderBanner() {
  const router = createMemoryRouter([{ path: "/", element: <CookieBanner /> }]);
  return render(<RouterProvider router={router} />);
}

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
}

describe("cookie banner", () => {
  afterEach(clearCookies);

  it("shows the product's text, Accept, Decline and a link to the cookie policy when unanswered", async () => {
    renderBanner();
    expect(await screen.findByText(COOKIE_BANNER_TEXT, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Accept" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Decline" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /cookie policy/i })).toHaveAttribute("href", "/cookie-policy");
  });

  it('stores "true" on Accept and hides', async () => {
    renderBanner();
    await userEvent.click(await screen.findByRole("button", { name: "Accept" }));
    expect(Cookies.get("CookieConsent")).toBe("true");
    expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument();
  });

  it('stores "false" on Decline and hides', async () => {
    renderBanner();
    await userEvent.click(await screen.findByRole("button", { name: "Decline" }));
    expect(Cookies.get("CookieConsent")).toBe("false");
    expect(screen.queryByRole("button", { name: "Decline" })).not.toBeInTheDocument();
  });

  it("stays hidden once answered", async () => {
    Cookies.set("CookieConsent", "false");
    renderBanner();
    await Promise.resolve();
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  });

  it("sets the cookie for 365 days on the whole site", async () => {
    const set = vi.spyOn(Cookies, "set");
    renderBanner();
    await userEvent.click(await screen.findByRole("button", { name: "Accept" }));
    expect(set).toHaveBeenCalledWith(
      "CookieConsent",
      "true",
      expect.objectContaining({ expires: 365, path: "/", sameSite: "Lax" }),
    );
  });
});

describe("cookie settings", () => {
  afterEach(clearCookies);

  it("brings the banner back so the visitor can change their answer", async () => {
    Cookies.set("CookieConsent", "true");
    const router = createMemoryRouter([
      {
        path: "/",
        element: (
          <>
            <CookieBanner />
            <CookieSettingsButton />
          </>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole("button", { name: "Decline" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cookie settings" }));
    await userEvent.click(await screen.findByRole("button", { name: "Decline" }));
    expect(Cookies.get("CookieConsent")).toBe("false");
  });
});
