#!/usr/bin/env node
// Writes the sample videos the tests read (testing/fixtures/videos/), so `npm test` needs no ffmpeg.
// Run only to add or change a sample: node scripts/make-sample-videos.mjs (needs a system ffmpeg
// with libx264, libx265 and aac, e.g. apt-get install -y ffmpeg). Files already there are kept as they
// are (another ffmpeg may write other bytes). The names are the options of testing/fixtures/sample-videos.ts.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const DIRECTORY = fileURLToPath(new URL("../testing/fixtures/videos/", import.meta.url));

/**
 * [seconds, picture ("WxH" or "audio"), faststart, container, frames a second, extras]; extras:
 * `hevc` (H.265 in an `hvc1` sample entry, as iPhones write), `hdr` (10-bit HLG, BT.2020), `sound`
 * (an AAC track beside the picture).
 */
const SAMPLES = [
  [1, "160x120", false, "mp4"],
  [1, "160x120", true, "mp4"],
  [2, "160x120", false, "mp4"],
  [1, "320x240", true, "mp4"],
  [2, "320x240", false, "mp4"],
  [1, "audio", false, "mp4"],
  [1, "160x120", false, "mov"],
  [2, "160x120", false, "mov"],
  [2, "320x240", false, "mov"],
  [1, "160x120", false, "avi"],
  [2, "320x240", false, "avi"],
  // What phones hand in: portrait 9:16 with sound; an iPhone's HEVC HDR clip; a long silent take.
  [2, "1080x1920", true, "mp4", 30, { sound: true }],
  [1, "720x1280", false, "mp4", 30, { hevc: true, hdr: true, sound: true }],
  [75, "180x320", false, "mp4", 2],
];

function videoCodec(container, { hevc = false, hdr = false }) {
  if (container === "avi") return ["-c:v", "mpeg4"];
  if (!hevc) return ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "40"];
  const colour = hdr
    ? ["-pix_fmt", "yuv420p10le", "-color_primaries", "bt2020", "-color_trc", "arib-std-b67", "-colorspace", "bt2020nc"]
    : ["-pix_fmt", "yuv420p"];
  return ["-c:v", "libx265", "-x265-params", "log-level=error", "-tag:v", "hvc1", "-crf", "40", ...colour];
}

mkdirSync(DIRECTORY, { recursive: true });
for (const [seconds, picture, faststart, container, rate = 10, extras = {}] of SAMPLES) {
  const audio = picture === "audio";
  const suffix = [
    faststart ? "-faststart" : "",
    rate === 10 ? "" : `-${rate}fps`,
    extras.hevc ? "-hevc" : "",
    extras.hdr ? "-hdr" : "",
    extras.sound ? "-sound" : "",
  ].join("");
  const name = `${seconds}s-${picture}${suffix}.${container}`;
  const file = path.join(DIRECTORY, name);
  if (existsSync(file)) continue;
  const sine = ["-f", "lavfi", "-i", "sine=frequency=440"];
  const inputs = audio
    ? sine
    : ["-f", "lavfi", "-i", `testsrc=size=${picture}:rate=${rate}`, ...(extras.sound ? sine : [])];
  const codec = audio
    ? ["-c:a", "aac"]
    : [...videoCodec(container, extras), ...(extras.sound ? ["-c:a", "aac", "-b:a", "32k", "-shortest"] : [])];
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", ...inputs, "-t", String(seconds), ...codec],
    ...(faststart ? ["-movflags", "+faststart"] : []),
    ...["-fflags", "+bitexact", "-flags:v", "+bitexact", "-flags:a", "+bitexact"],
    file,
  ]);
  console.log(name);
}
