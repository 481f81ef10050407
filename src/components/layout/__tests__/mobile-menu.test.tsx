import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { MobileMenu } from "../mobile-menu";

function renderMenu() {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <div>
            <MobileMenu />
            <p>Outside the menu</p>
            <Link to="/contact">A link outside</Link>
          </div>
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const toggle = () => screen.getByRole("button", { name: /menu/i });

describe("mobile menu", () => {
  it("starts closed and opens from the hamburger", async () => {
    renderMenu();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  });

  it("lists For Brands, Creators, Pricing and Contact Us but not Blog", async () => {
    renderMenu();
    await userEvent.click(toggle());
    const nav = screen.getByRole("navigation", { name: "Mobile" });
    const labels = Array.from(nav.querySelectorAll("a")).map((a) => a.textContent);
    expect(labels).toEqual(["For Brands", "Creators", "Pricing", "Contact Us"]);
  });

  it("closes on a click outside", async () => {
    renderMenu();
    await userEvent.click(toggle());
    await userEvent.click(screen.getByText("Outside the menu"));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("a tap outside that lands on a link only closes the menu: the link is not followed", async () => {
    const router = renderMenu();
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole("link", { name: "A link outside" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(router.state.location.pathname).toBe("/");

    // Closed, the next tap on it is an ordinary click.
    await userEvent.click(screen.getByRole("link", { name: "A link outside" }));
    expect(router.state.location.pathname).toBe("/contact");
  });

  it("closes on a tap on a part of the page whose code has not arrived yet (React stops that press at the document)", async () => {
    renderMenu();
    await userEvent.click(toggle());
    // What React's root listener does with a press on a part it has not hydrated yet.
    const stopAtDocument = (event: Event) => event.stopPropagation();
    document.addEventListener("pointerdown", stopAtDocument, true);
    document.addEventListener("click", stopAtDocument, true);
    try {
      await userEvent.click(screen.getByText("Outside the menu"));
    } finally {
      document.removeEventListener("pointerdown", stopAtDocument, true);
      document.removeEventListener("click", stopAtDocument, true);
    }
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("drops its guard at the next press: a tap that became a drag does not eat the next click", async () => {
    const router = renderMenu();
    await userEvent.click(toggle());
    // Pressed outside, released elsewhere: no click follows this press.
    await userEvent.pointer([{ keys: "[MouseLeft>]", target: screen.getByText("Outside the menu") }]);
    await userEvent.pointer([{ keys: "[/MouseLeft]", target: document.body }]);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(screen.getByRole("link", { name: "A link outside" }));
    expect(router.state.location.pathname).toBe("/contact");
  });

  it("stays open on a click inside the panel", async () => {
    renderMenu();
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole("navigation", { name: "Mobile" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
  });

  it("closes on route change", async () => {
    const router = renderMenu();
    await userEvent.click(toggle());
    await act(() => router.navigate("/prices"));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the button", async () => {
    renderMenu();
    await userEvent.click(toggle());
    await userEvent.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });

  it("toggles closed from the button", async () => {
    renderMenu();
    await userEvent.click(toggle());
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });
});
