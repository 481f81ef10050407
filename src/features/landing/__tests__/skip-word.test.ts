import { describe, expect, it } from "vitest";
import { pickSkipWord } from "../lib/skip-word";

const WORDS = ["Searching", "Negotiating", "Tracking", "Quality Control"];

describe("pickSkipWord", () => {
  it("takes the word of the card that is more than half visible", () => {
    expect(pickSkipWord(WORDS, [0, 0.8, 0.1, 0], "Searching")).toBe("Negotiating");
    expect(pickSkipWord(WORDS, [0, 0, 0.2, 0.51], "Searching")).toBe("Quality Control");
  });

  it("ignores a card that is exactly half visible and keeps the previous word", () => {
    expect(pickSkipWord(WORDS, [0.5, 0.5, 0, 0], "Tracking")).toBe("Tracking");
    expect(pickSkipWord(WORDS, [0, 0, 0, 0], "Negotiating")).toBe("Negotiating");
  });

  it("prefers the most visible card when two are over half visible", () => {
    expect(pickSkipWord(WORDS, [0.6, 0.95, 0, 0], "Searching")).toBe("Negotiating");
    expect(pickSkipWord(WORDS, [0, 0, 0.7, 0.55], "Searching")).toBe("Tracking");
  });
});
