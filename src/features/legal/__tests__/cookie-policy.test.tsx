import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CookiePolicyPage } from "../cookies/cookie-page";
import { renderPage } from "./render-page";

function rowFor(name: string) {
  const table = screen.getByRole("table", { name: /cookies and browser storage/i });
  const row = within(table)
    .getAllByRole("row")
    .find((candidate) => within(candidate).queryByRole("rowheader", { name: name }));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe("Cookie Policy", () => {
  it("lists CookieConsent as an essential cookie kept for 365 days", async () => {
    renderPage(<CookiePolicyPage />);
    await screen.findByRole("heading", { level: 1, name: "Cookie Policy" });
    const row = rowFor("CookieConsent");
    expect(within(row).getByRole("cell", { name: "365 days" })).toBeInTheDocument();
    expect(within(row).getByRole("cell", { name: "Essential" })).toBeInTheDocument();
    expect(row).toHaveTextContent('"true" if you accepted, "false" if you declined');
  });

  it("discloses reCAPTCHA's cookie and Firebase's sign-in storage", async () => {
    renderPage(<CookiePolicyPage />);
    await screen.findByRole("heading", { level: 1, name: "Cookie Policy" });
    expect(within(rowFor("_GRECAPTCHA")).getByRole("cell", { name: "Third-party" })).toBeInTheDocument();
    expect(rowFor("firebase:authUser:…")).toHaveTextContent(/signed-in/);
    expect(screen.getByRole("heading", { name: /no analytics or advertising cookies/i })).toBeInTheDocument();
  });

  it("discloses where the visitor came from, kept in localStorage only with consent, for 90 days", async () => {
    renderPage(<CookiePolicyPage />);
    await screen.findByRole("heading", { level: 1, name: "Cookie Policy" });
    const row = rowFor("reelmark_attribution");
    expect(within(row).getByRole("cell", { name: "Measurement" })).toBeInTheDocument();
    expect(row).toHaveTextContent(/Only if you accept cookies.*utm_source.*never the page’s address/);
    expect(row).toHaveTextContent(/90 days/);
  });
});
