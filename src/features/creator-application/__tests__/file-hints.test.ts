import { FILE_HINTS, hintsFor } from "../file-hints";

describe("advice on a chosen video, from its facts", () => {
  it("a 1080 × 1920 portrait H.264 clip with sound under a minute needs none", () => {
    expect(
      hintsFor({ width: 1080, height: 1920, durationSeconds: 30, codec: "H.264", hdr: false, hasAudio: true }),
    ).toEqual([]);
  });

  it("a landscape 720p take of three minutes in HEVC HDR without sound gets every hint, in order", () => {
    expect(
      hintsFor({ width: 1280, height: 720, durationSeconds: 180, codec: "HEVC", hdr: true, hasAudio: false }),
    ).toEqual([
      FILE_HINTS.portrait,
      FILE_HINTS.sharpness,
      FILE_HINTS.length,
      FILE_HINTS.hevc,
      FILE_HINTS.hdr,
      FILE_HINTS.sound,
    ]);
    expect(FILE_HINTS.portrait).toBe("Brands prefer portrait 9:16 video");
  });

  it("says nothing of what it does not know, and 60 s is already long", () => {
    expect(hintsFor({})).toEqual([]);
    expect(hintsFor({ durationSeconds: 60 })).toEqual([FILE_HINTS.length]);
  });
});
