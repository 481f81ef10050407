import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { isWebAddress, SafeLink } from "../safe-link";

describe("visitor-supplied addresses", () => {
  it.each(["https://glow.example", "http://glow.example/shop", " https://glow.example "])("links %s", (href) => {
    expect(isWebAddress(href)).toBe(true);
  });

  it.each(["javascript:alert(1)", "data:text/html,hi", "glow.example", "", "mailto:a@b.example"])(
    "shows %s as text",
    (href) => {
      expect(isWebAddress(href)).toBe(false);
    },
  );

  it("renders an unsafe address as text, and a safe one as a link that opens apart from the panel", () => {
    render(
      <>
        <SafeLink href="javascript:alert(1)" />
        <SafeLink href="https://glow.example" />
      </>,
    );
    expect(screen.getByText("javascript:alert(1)").closest("a")).toBeNull();
    const link = screen.getByRole("link", { name: "https://glow.example" });
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(link).toHaveAttribute("target", "_blank");
  });
});
