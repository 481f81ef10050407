// The release a build belongs to, the same for the site and the functions built from one commit: RELEASE when set
// (a CI system's own name for the build), else the commit's short hash, else "unknown". Error reports and
// /api/health carry it, so Cloud Error Reporting and the uptime check name the release that failed.
import { spawnSync } from "node:child_process";
import { readEnv } from "./env.ts";

export function releaseName(env: { RELEASE?: string | undefined } = readEnv()): string {
  if (env.RELEASE?.trim()) return env.RELEASE.trim().slice(0, 40);
  const git = spawnSync("git", ["rev-parse", "--short=12", "HEAD"], { encoding: "utf8" });
  return git.status === 0 && git.stdout.trim() ? git.stdout.trim() : "unknown";
}
