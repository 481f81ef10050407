import { bestOf, factsOf, formatDuration, isPortrait } from "../video-facts";

describe("a video's facts as the product shows them", () => {
  it("lists picture and orientation, duration, codec, HDR, frame rate and sound, in that order", () => {
    expect(
      factsOf({
        width: 1080,
        height: 1920,
        durationSeconds: 42.4,
        codec: "HEVC",
        hdr: true,
        frameRate: 29.97,
        hasAudio: false,
      }),
    ).toEqual(["1080 × 1920 portrait", "0:42", "HEVC", "HDR", "29.97 fps", "No sound"]);
    expect(factsOf({ width: 1920, height: 1080, hdr: false, hasAudio: true })).toEqual([
      "1920 × 1080 landscape",
      "Sound",
    ]);
    expect(factsOf({})).toEqual([]);
  });

  it("formats durations", () => {
    expect(formatDuration(42.4)).toBe("0:42");
    expect(formatDuration(725)).toBe("12:05");
    expect(formatDuration(3723)).toBe("1:02:03");
  });

  it("sums up an application for its queue row: longest duration, sharpest picture", () => {
    expect(
      bestOf([
        { width: 720, height: 1280, durationSeconds: 75 },
        { width: 1080, height: 1920, durationSeconds: 20 },
        { name: "old.mp4" } as never,
      ]),
    ).toEqual({ longest: "1:15", sharpest: "1080 × 1920 portrait" });
    expect(bestOf([])).toEqual({ longest: null, sharpest: null });
    expect(isPortrait({ width: 720, height: 1280 })).toBe(true);
    expect(isPortrait({ width: 1280, height: 720 })).toBe(false);
  });
});
