import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeroCollage, HERO_VIDEO_THRESHOLD } from "../components/hero-collage";

/** An IntersectionObserver the test drives by hand. */
class ControlledObserver {
  static instances: ControlledObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ControlledObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  report(ratio: number) {
    const entries = [...this.observed].map(
      (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe("HeroCollage videos", () => {
  const original = globalThis.IntersectionObserver;
  let play: ReturnType<typeof vi.fn<() => Promise<void>>>;

  beforeEach(() => {
    ControlledObserver.instances = [];
    globalThis.IntersectionObserver = ControlledObserver as unknown as typeof IntersectionObserver;
    play = vi.fn<() => Promise<void>>().mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(play);
  });

  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it("have no src until the collage is first 10 % visible, then load once, autoplay muted and stop observing", () => {
    const { container } = render(<HeroCollage />);
    const videos = () => Array.from(container.querySelectorAll("video"));
    const observer = ControlledObserver.instances[0]!;

    expect(videos()).toHaveLength(3);
    expect(videos().every((video) => !video.hasAttribute("src"))).toBe(true);
    expect(observer.options.threshold).toBe(HERO_VIDEO_THRESHOLD);

    act(() => observer.report(0.05));
    expect(videos().every((video) => !video.hasAttribute("src"))).toBe(true);
    expect(play).not.toHaveBeenCalled();

    act(() => observer.report(0.1));
    expect(videos().map((video) => video.getAttribute("src"))).toEqual([
      "/media/hero/hero-unboxing.mp4",
      "/media/hero/hero-review.mp4",
      "/media/hero/hero-grwm.mp4",
    ]);
    expect(observer.disconnected).toBe(true);
    expect(play).toHaveBeenCalledTimes(3);
    for (const video of videos()) {
      expect(video.muted).toBe(true);
      expect(video.loop).toBe(true);
      expect(video.controls).toBe(false);
      expect(video.getAttribute("preload")).toBe("none");
      expect(video.getAttribute("controlslist")).toBe("nodownload noplaybackrate");
      expect(video).toHaveAttribute("disablepictureinpicture");
      expect(video).toHaveAttribute("poster");
    }
  });

  it("renders its videos not draggable (their right-click menu is the page chrome's: e2e/every-moment.spec.ts)", () => {
    const { container } = render(<HeroCollage />);
    for (const video of container.querySelectorAll("video")) expect(video).toHaveAttribute("draggable", "false");
  });
});
