import { browserName, failedReason, speedFrom, steppedSpeed, unplayableReason } from "../playback";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("the review player's rules", () => {
  it("speeds: 1×, 1.5×, 2×, held at the ends; a stored value it does not offer is 1×", () => {
    expect(steppedSpeed(1, 1)).toBe(1.5);
    expect(steppedSpeed(1.5, 1)).toBe(2);
    expect(steppedSpeed(2, 1)).toBe(2);
    expect(steppedSpeed(1.5, -1)).toBe(1);
    expect(steppedSpeed(1, -1)).toBe(1);
    expect(speedFrom("1.5")).toBe(1.5);
    expect(speedFrom("16")).toBe(1);
    expect(speedFrom(null)).toBe(1);
  });

  it("names the browser the admin knows", () => {
    expect(browserName(CHROME)).toBe("Chrome");
    expect(browserName("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox");
    expect(browserName("")).toBe("This browser");
  });

  it("says before playing that a codec the browser refuses cannot play, and why", () => {
    const asked: string[] = [];
    const noHevc = (type: string) => {
      asked.push(type);
      return type.includes("hvc1") ? "" : "probably";
    };
    const hevc = { codec: "HEVC", codecString: "hvc1.2.4.L93.90" };
    expect(unplayableReason(hevc, noHevc, "Chrome")).toBe("HEVC video: Chrome can't play it here");
    expect(asked).toEqual(['video/mp4; codecs="hvc1.2.4.L93.90"']);
    expect(unplayableReason({ codec: "H.264", codecString: "avc1.640028" }, noHevc, "Chrome")).toBeNull();
    expect(unplayableReason({ codec: "HEVC" }, noHevc, "Chrome")).toBe("HEVC video: Chrome can't play it here");
    // An older entry with no facts is tried, not refused.
    expect(unplayableReason({}, noHevc, "Chrome")).toBeNull();
  });

  it("explains a failure once the player tried", () => {
    expect(failedReason({ codec: "HEVC" }, "Firefox", true)).toBe("HEVC video: Firefox can only play its sound here");
    expect(failedReason({}, "Chrome", false)).toBe("This video: Chrome can't play it here");
  });
});
