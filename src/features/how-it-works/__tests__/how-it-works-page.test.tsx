import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { HowItWorksPage } from "../how-it-works-page";

function renderPage() {
  const router = createMemoryRouter([{ path: "/", element: <HowItWorksPage /> }]);
  return render(<RouterProvider router={router} />);
}

describe("How it works", () => {
  it("shows the three brand pillars with three points each", async () => {
    renderPage();
    const brands = await screen.findByRole("region", { name: /ugc that performs/i });
    for (const pillar of ["Platform Meets AI", "UK Creator Network", "Support That Drives Results"]) {
      const heading = within(brands).getByRole("heading", { level: 3, name: pillar });
      const card = heading.parentElement as HTMLElement;
      expect(within(card).getAllByRole("listitem")).toHaveLength(3);
    }
  });

  it("walks brands through six numbered steps, ending with the dashboard", async () => {
    renderPage();
    const steps = within(await screen.findByRole("list", { name: "Steps for brands" })).getAllByRole("listitem");
    expect(steps).toHaveLength(6);
    expect(steps[0]).toHaveTextContent(/book a call/i);
    expect(steps[3]).toHaveTextContent("3 revisions");
    expect(steps[4]).toHaveTextContent("12 months of usage rights");
    expect(steps[5]).toHaveTextContent(/dashboard/i);
  });

  it("tells creators the three steps, pay and timings", async () => {
    renderPage();
    const creators = await screen.findByRole("region", { name: /get paid to create/i });
    const steps = within(within(creators).getByRole("list", { name: "Steps for creators" })).getAllByRole("listitem");
    expect(steps.map((step) => within(step).getByRole("heading").textContent)).toEqual([
      "Step 1: Apply",
      "Step 2: Get selected and briefed",
      "Step 3: Create and get paid",
    ]);
    expect(steps[0]).toHaveTextContent("within 7 days");
    expect(steps[1]).toHaveTextContent("within 24 hours");
    expect(steps[2]).toHaveTextContent(
      "Pro creators earn £200 and Rising Stars £95 per video, paid 14 days after brand approval",
    );
  });

  it("sends brands to sign up and creators to apply", async () => {
    renderPage();
    expect(await screen.findByRole("link", { name: "Book a Demo" })).toHaveAttribute("href", "/brand-signup");
    expect(screen.getByRole("link", { name: "Apply now" })).toHaveAttribute("href", "/creator-signup");
    const jump = screen.getByRole("navigation", { name: "On this page" });
    expect(within(jump).getByRole("link", { name: "For brands" })).toHaveAttribute("href", "#for-brands");
    expect(within(jump).getByRole("link", { name: "For creators" })).toHaveAttribute("href", "#for-creators");
  });
});
