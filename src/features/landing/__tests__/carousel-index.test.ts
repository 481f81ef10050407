import { describe, expect, it } from "vitest";
import { stepIndex } from "../lib/carousel-index";
import { GENRE_VIDEOS } from "../content";

const COUNT = GENRE_VIDEOS.length;

describe("stepIndex over the six genre videos", () => {
  it("moves one step forwards and backwards inside the list", () => {
    expect(stepIndex(2, 1, COUNT)).toBe(3);
    expect(stepIndex(2, -1, COUNT)).toBe(1);
  });

  it("wraps from the last video to the first going forwards", () => {
    expect(stepIndex(5, 1, COUNT)).toBe(0);
    expect(GENRE_VIDEOS[stepIndex(5, 1, COUNT)]?.genre).toBe("B2B");
  });

  it("wraps from the first video to Food & Beverage going backwards", () => {
    expect(stepIndex(0, -1, COUNT)).toBe(5);
    expect(GENRE_VIDEOS[stepIndex(0, -1, COUNT)]?.genre).toBe("Food & Beverage");
  });

  it("returns to the start after six presses either way", () => {
    let forwards = 0;
    let backwards = 0;
    const visited: number[] = [];
    for (let press = 0; press < COUNT; press += 1) {
      forwards = stepIndex(forwards, 1, COUNT);
      backwards = stepIndex(backwards, -1, COUNT);
      visited.push(forwards);
    }
    expect(forwards).toBe(0);
    expect(backwards).toBe(0);
    expect(new Set(visited).size).toBe(COUNT);
  });

  it("handles steps larger than the list and an empty list", () => {
    expect(stepIndex(1, 13, COUNT)).toBe(2);
    expect(stepIndex(1, -13, COUNT)).toBe(0);
    expect(stepIndex(3, 1, 0)).toBe(0);
  });
});
