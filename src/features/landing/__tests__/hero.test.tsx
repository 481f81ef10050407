import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "@testing/app/render-app";
import { Hero } from "../components/hero";

const LOGO_NAMES = ["Lumora", "Brightfold", "Kettle&Co", "Vantrix", "Oakhaven", "Pebblebay"];

function renderHero() {
  renderWithRouter(<Hero />);
  return screen.getByRole("region", { name: "Get Ready for the Most Data-Driven UGC Platform Yet" });
}

describe("the home page hero (product.md §P3.1, §P10.1.32)", () => {
  it("animates 8 creator avatars and 5 icons beside the collage, hidden from assistive technology", () => {
    const hero = renderHero();
    const animation = hero.querySelector<HTMLElement>("[data-static='hero-orbit']");
    expect(animation).not.toBeNull();
    expect(animation).toHaveAttribute("aria-hidden", "true");

    const avatars = Array.from(animation!.querySelectorAll("img"));
    expect(avatars).toHaveLength(8);
    for (const avatar of avatars) {
      expect(avatar).toHaveAttribute("alt", "");
      expect(avatar).toHaveAttribute("loading", "lazy");
      expect(avatar).toHaveAttribute("decoding", "async");
      expect(avatar.getAttribute("src")).toMatch(/^\/media\/creators\/creator-[1-3]\.svg$/);
      // Sized in the markup, so nothing moves while the pictures load.
      expect(avatar).toHaveAttribute("width");
      expect(avatar).toHaveAttribute("height");
    }

    const icons = Array.from(animation!.querySelectorAll("svg"));
    expect(icons).toHaveLength(5);
    expect(new Set(icons.map((icon) => icon.innerHTML)).size).toBe(5);

    // Nothing of it reaches the accessibility tree: the hero's named images are the portraits and the first logos.
    expect(within(animation!).queryAllByRole("img")).toHaveLength(0);
  });

  it("scrolls six distinct client logos, each set twice in each of two tracks, naming only the first set", () => {
    const hero = renderHero();
    const tracks = Array.from(hero.querySelectorAll(".logo-marquee__track"));
    expect(tracks).toHaveLength(2);
    for (const track of tracks) {
      const sources = Array.from(track.querySelectorAll("img")).map((logo) => logo.getAttribute("src"));
      expect(sources).toHaveLength(12);
      expect(new Set(sources).size).toBe(6);
      expect(sources.slice(6)).toEqual(sources.slice(0, 6));
    }

    const named = within(screen.getByRole("list", { name: "Brands getting ready to launch with us" })).getAllByRole(
      "img",
    );
    expect(named.map((logo) => logo.getAttribute("alt"))).toEqual(LOGO_NAMES);
  });
});
