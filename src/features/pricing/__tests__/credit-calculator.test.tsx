import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CreditCalculator } from "../credit-calculator";

describe("CreditCalculator", () => {
  it("starts at 5 Pro creators with the 5% discount", () => {
    render(<CreditCalculator />);
    expect(screen.getByRole("radio", { name: /Pro/ })).toBeChecked();
    expect(screen.getByRole("slider", { name: "Number of creators" })).toHaveValue("5");
    expect(screen.getByTestId("unit-price")).toHaveTextContent("£261.25");
    expect(screen.getByTestId("total-price")).toHaveTextContent("£1,306.25");
    expect(screen.getByTestId("credits")).toHaveTextContent("5 credits");
  });

  it("links to the waitlist with the estimate in the address", async () => {
    const user = userEvent.setup();
    render(<CreditCalculator />);
    fireEvent.change(screen.getByRole("slider", { name: "Number of creators" }), { target: { value: "10" } });
    const link = screen.getByRole("link", { name: "Join the waitlist with this estimate" });
    expect(link).toHaveAttribute("href", "/brand-signup?tier=pro&creators=10");
    await user.click(screen.getByRole("radio", { name: /Rising Star/ }));
    expect(link).toHaveAttribute("href", "/brand-signup?tier=rising&creators=10");
  });

  it("recalculates when the quantity and the creator type change", async () => {
    const user = userEvent.setup();
    render(<CreditCalculator />);
    const slider = screen.getByRole("slider", { name: "Number of creators" });
    fireEvent.change(slider, { target: { value: "10" } });
    expect(screen.getByTestId("total-price")).toHaveTextContent("£2,475.00");
    expect(screen.getByText("10 creators")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /Rising Star/ }));
    expect(screen.getByTestId("unit-price")).toHaveTextContent("£123.75");
    expect(screen.getByTestId("total-price")).toHaveTextContent("£1,237.50");
    expect(screen.getByTestId("credits")).toHaveTextContent("5 credits");

    fireEvent.change(slider, { target: { value: "1" } });
    expect(screen.getByTestId("credits")).toHaveTextContent("0.5 credits");
    expect(screen.getByText("1 creator")).toBeInTheDocument();
  });

  it("offers marks at 5, 10 and 20 on a 1–20 slider", () => {
    render(<CreditCalculator />);
    const slider = screen.getByRole("slider", { name: "Number of creators" });
    expect(slider).toHaveAttribute("min", "1");
    expect(slider).toHaveAttribute("max", "20");
    const list = document.getElementById(slider.getAttribute("list") ?? "");
    expect([...(list?.querySelectorAll("option") ?? [])].map((o) => o.value)).toEqual(["5", "10", "20"]);
  });
});
