import { sampleVideo } from "@testing/fixtures/sample-videos";
import { readFileFacts } from "../file-facts";

const fileOf = (bytes: Uint8Array<ArrayBuffer>, name = "clip.mp4") => new File([bytes], name, { type: "video/mp4" });

describe("a chosen file's facts, read in the browser from its own boxes", () => {
  it("reads a portrait clip with sound and an HEVC HDR one as the server does", async () => {
    expect(
      await readFileFacts(
        fileOf(sampleVideo({ seconds: 2, width: 1080, height: 1920, faststart: true, rate: 30, sound: true })),
      ),
    ).toMatchObject({ width: 1080, height: 1920, durationSeconds: 2, codec: "H.264", frameRate: 30, hasAudio: true });
    expect(
      await readFileFacts(
        fileOf(sampleVideo({ width: 720, height: 1280, rate: 30, hevc: true, hdr: true, sound: true })),
      ),
    ).toMatchObject({ codec: "HEVC", hdr: true });
  });

  it("finds moov at the end (after mdat) and answers null for what is not a video", async () => {
    expect(await readFileFacts(fileOf(sampleVideo({ seconds: 2, width: 320, height: 240 })))).toMatchObject({
      width: 320,
      height: 240,
      hasAudio: false,
    });
    expect(await readFileFacts(fileOf(new TextEncoder().encode("not a video at all, only text")))).toBeNull();
  });
});
