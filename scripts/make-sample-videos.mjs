#!/usr/bin/env node
// Writes the sample videos the tests read (src/testing/videos/), so `npm test` needs no ffmpeg.
// Run only to add or change a sample: node scripts/make-sample-videos.mjs (needs a system ffmpeg,
// e.g. apt-get install -y ffmpeg). The names are the options of src/testing/sample-videos.ts.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const DIRECTORY = fileURLToPath(new URL("../src/testing/videos/", import.meta.url));

/** [seconds, picture ("WxH" or "audio"), faststart, container, frames a second] */
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
];

mkdirSync(DIRECTORY, { recursive: true });
for (const [seconds, picture, faststart, container, rate = 10] of SAMPLES) {
  const audio = picture === "audio";
  const name = `${seconds}s-${picture}${faststart ? "-faststart" : ""}${rate === 10 ? "" : `-${rate}fps`}.${container}`;
  const codec = audio
    ? ["-c:a", "aac"]
    : container === "avi"
      ? ["-c:v", "mpeg4"]
      : ["-c:v", "libx264", "-pix_fmt", "yuv420p"];
  const source = audio ? "sine=frequency=440" : `testsrc=size=${picture}:rate=${rate}`;
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", source, "-t", String(seconds), ...codec],
    ...(faststart ? ["-movflags", "+faststart"] : []),
    ...["-fflags", "+bitexact", "-flags:v", "+bitexact", "-flags:a", "+bitexact"],
    path.join(DIRECTORY, name),
  ]);
  console.log(name);
}
