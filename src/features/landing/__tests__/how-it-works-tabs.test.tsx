import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { HowItWorksTabs } from "../components/how-it-works-tabs";

function visiblePanel() {
  return screen.getByRole("tabpanel");
}

describe("How it works tabs", () => {
  it("shows tab 1, Platform Meets AI, by default with its image and three points", () => {
    render(<HowItWorksTabs />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "1Step 1: Platform Meets AI",
      "2Step 2: UK Creator Network",
      "3Step 3: Support That Drives Results",
    ]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(visiblePanel()).toHaveAccessibleName("Step 1: Platform Meets AI");
    expect(visiblePanel().querySelectorAll("li")).toHaveLength(3);
    expect(visiblePanel().querySelector("img")).toHaveAttribute("src", "/media/how/platform-ai.svg");
  });

  it("switches panel on click", async () => {
    const user = userEvent.setup();
    render(<HowItWorksTabs />);
    await user.click(screen.getByRole("tab", { name: /UK Creator Network/ }));
    expect(screen.getByRole("tab", { name: /UK Creator Network/ })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: /Platform Meets AI/ })).toHaveAttribute("aria-selected", "false");
    expect(visiblePanel()).toHaveTextContent("800+ pre-vetted creators, all based in the UK");
  });

  it("moves with the arrow keys, wrapping at both ends, and keeps one tab in the tab order", async () => {
    const user = userEvent.setup();
    render(<HowItWorksTabs />);
    await user.click(screen.getByRole("tab", { name: /Platform Meets AI/ }));
    await user.keyboard("{ArrowLeft}");
    const last = screen.getByRole("tab", { name: /Support That Drives Results/ });
    expect(last).toHaveAttribute("aria-selected", "true");
    expect(last).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: /Platform Meets AI/ })).toHaveFocus();
    await user.keyboard("{End}");
    expect(visiblePanel()).toHaveAccessibleName("Step 3: Support That Drives Results");
    expect(screen.getAllByRole("tab").filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });
});
