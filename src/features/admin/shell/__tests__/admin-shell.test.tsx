import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderSection } from "../../sections/__tests__/render-section";

describe("the panel's folded menu", () => {
  it("closes on Escape straight after a tap on Menu, and from inside it, back to its button", async () => {
    const { user } = renderSection("/admin/creators");
    const menu = await screen.findByRole("button", { name: "Menu" });
    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveFocus();

    await user.click(menu);
    screen.getByRole("link", { name: "Contact" }).focus();
    await user.keyboard("{Escape}");
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveFocus();
  });
});
