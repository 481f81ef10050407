import { createMemoryFileStore } from "@testing/ports/memory-file-store";
import { sampleVideo, type SampleVideoOptions } from "@testing/fixtures/sample-videos";
import { probeVideo } from "../probe-video";

const store = createMemoryFileStore();

async function factsOf(options: SampleVideoOptions) {
  const bytes = sampleVideo(options);
  const path = "creator-uploads/uid-1/1700000000000-clip.mp4";
  store.put(path, { size: bytes.byteLength, contentType: "video/mp4", ownerUid: "uid-1" }, bytes);
  const probe = await probeVideo(store, path);
  if (!probe.ok) throw new Error(probe.reason);
  const { contentType: _type, size: _size, ...facts } = probe.video;
  return facts;
}

describe("the server reads codec, HDR, frame rate and sound from the stored bytes", () => {
  it("a phone's portrait H.264 clip with sound", async () => {
    expect(await factsOf({ seconds: 2, width: 1080, height: 1920, faststart: true, rate: 30, sound: true })).toEqual({
      durationSeconds: 2,
      width: 1080,
      height: 1920,
      codec: "H.264",
      codecString: expect.stringMatching(/^avc1\.[0-9a-f]{6}$/) as unknown,
      hdr: false,
      frameRate: 30,
      hasAudio: true,
    });
  });

  it("an iPhone-style HEVC clip in HLG is HEVC and HDR, with its hvc1 codecs value", async () => {
    expect(await factsOf({ width: 720, height: 1280, rate: 30, hevc: true, hdr: true, sound: true })).toMatchObject({
      width: 720,
      height: 1280,
      codec: "HEVC",
      codecString: expect.stringMatching(/^hvc1\./) as unknown,
      hdr: true,
      frameRate: 30,
      hasAudio: true,
    });
  });

  it("a long silent take and a landscape one: duration, frame rate, no sound", async () => {
    expect(await factsOf({ seconds: 75, width: 180, height: 320, rate: 2 })).toMatchObject({
      durationSeconds: 75,
      frameRate: 2,
      hasAudio: false,
      hdr: false,
    });
    expect(await factsOf({ seconds: 2, width: 320, height: 240 })).toMatchObject({
      width: 320,
      height: 240,
      frameRate: 10,
      hasAudio: false,
    });
  });
});
