import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { ScrollManager } from "../scroll-manager";

function Page() {
  return (
    <>
      <ScrollManager />
      <main id="main" tabIndex={-1}>
        <a href="/inside">Inside</a>
      </main>
      <footer id="footer">
        <a href="/terms">Terms of Use</a>
      </footer>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "*", element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return {
    go: (to: string) => act(() => router.navigate(to)),
    back: () => act(() => router.navigate(-1)),
    footer: document.getElementById("footer")!,
  };
}

let scrollTo: MockInstance<Window["scrollTo"]>;
let scrollIntoView: MockInstance<Element["scrollIntoView"]>;

beforeEach(() => {
  vi.useFakeTimers();
  scrollTo = vi.spyOn(window, "scrollTo");
  scrollIntoView = vi.spyOn(Element.prototype, "scrollIntoView");
});

afterEach(() => {
  vi.useRealTimers();
});

function reduceMotion(reduce: boolean) {
  const real = window.matchMedia;
  vi.spyOn(window, "matchMedia").mockImplementation((query) => ({
    ...real(query),
    matches: reduce && query === "(prefers-reduced-motion: reduce)",
  }));
}

describe("ScrollManager", () => {
  it.each([
    { name: "leaves the first page where the browser put it", url: "/prices", waitMs: 1_000 },
    {
      name: "leaves the first load of /#footer to the page's own script: the app starting later never scrolls",
      url: "/#footer",
      waitMs: 5_000,
    },
  ])("$name", ({ url, waitMs }) => {
    renderAt(url);
    act(() => vi.advanceTimersByTime(waitMs));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("starts every new page at the top", async () => {
    const { go } = renderAt("/prices");
    await go("/creator");
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
    await go("/contact");
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it("moves the focus left on a link outside the content (the footer's) to the new page's content", async () => {
    const { go } = renderAt("/prices");
    const footerLink = document.querySelector<HTMLElement>("footer a")!;
    footerLink.focus();
    await go("/terms");
    expect(document.getElementById("main")).toHaveFocus();
    // Focus placed in the content by what moved there stays.
    const inside = document.querySelector<HTMLElement>("main a")!;
    inside.focus();
    await go("/inside");
    expect(inside).toHaveFocus();
  });

  it("does not jump to the top when only the query or hash changes", async () => {
    const { go } = renderAt("/terms");
    await go("/terms?ref=footer");
    await go("/terms#eligibility");
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("after a move to /#footer, scrolls smoothly to the footer 100 ms later", async () => {
    const { go, footer } = renderAt("/prices");
    await go("/#footer");
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
    act(() => vi.advanceTimersByTime(99));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(footer);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth" });
  });

  it("scrolls to the footer when the visitor comes Back to the /#footer they first landed on", async () => {
    const { go, back, footer } = renderAt("/#footer");
    await go("/prices");
    await back();
    act(() => vi.advanceTimersByTime(100));
    expect(scrollIntoView.mock.contexts).toEqual([footer]);
  });

  it("jumps without animation for visitors who ask for reduced motion", async () => {
    reduceMotion(true);
    const { go } = renderAt("/prices");
    await go("/#footer");
    act(() => vi.advanceTimersByTime(100));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto" });
  });

  it("forgets the footer scroll when the visitor moves on within 100 ms", async () => {
    const { go } = renderAt("/prices");
    await go("/#footer");
    act(() => vi.advanceTimersByTime(50));
    await go("/creator");
    act(() => vi.advanceTimersByTime(1_000));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("ignores other hashes", () => {
    renderAt("/#main");
    act(() => vi.advanceTimersByTime(1_000));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
