import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { preflightProblem } from "../emulators/preflight.ts";

const DEBIAN = "sudo apt-get install -y google-cloud-cli-firestore-emulator default-jre-headless";
const ELSEWHERE = "gcloud components install cloud-firestore-emulator, and a JDK 11+";
const SCRIPT = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator";

describe("what the stack needs before it starts", () => {
  it("is there: Java 11+ and the gcloud emulator, or Java 21+ (firebase-tools' own copy)", () => {
    expect(preflightProblem({ command: "npm start", java: 17, firestoreScript: SCRIPT })).toBeNull();
    expect(preflightProblem({ command: "npm start", java: 11, firestoreScript: SCRIPT })).toBeNull();
    expect(preflightProblem({ command: "npm start", java: 21, firestoreScript: null })).toBeNull();
  });

  it.each([
    ["no Java", null, SCRIPT, "Java 11 or newer (there is no `java` on PATH)"],
    ["Java 8", 8, SCRIPT, "Java 11 or newer (this machine has Java 8)"],
    ["no Firestore emulator", 17, null, "Google's Firestore emulator"],
    ["neither", null, null, "Java 11 or newer (there is no `java` on PATH), Google's Firestore emulator"],
  ])("names what is missing (%s) and how to install it", (_, java, firestoreScript, missing) => {
    const message = preflightProblem({ command: "npm start", java, firestoreScript }) ?? "";
    expect(message.split("\n")[0]).toBe(
      `npm start needs Java 11+ and Google's Firestore emulator; missing here: ${missing}.`,
    );
    expect(message).toContain(DEBIAN);
    expect(message).toContain(ELSEWHERE);
  });
});

describe("a machine without Java", () => {
  const bin = mkdtempSync(path.join(os.tmpdir(), "no-java-"));
  afterAll(() => rmSync(bin, { recursive: true, force: true }));

  /** The stack itself, with a PATH holding only `bin`: no java, gcloud or dpkg there unless a test puts one. */
  const stack = (mode: string) =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/firebase-stack.mjs", mode], {
      encoding: "utf8",
      env: { HOME: process.env.HOME, PATH: bin },
      timeout: 60_000,
    });

  it.each([
    ["dev", "npm start"],
    ["serve", "npm run serve"],
  ])("stops `%s` at once with that one message, having started nothing", (mode, command) => {
    const { status, stdout, stderr } = stack(mode);
    expect(status).toBe(1);
    // Nothing before it: no build, no emulator, no inbox, no "Reusing…".
    expect(stdout).toBe("");
    // (Google's Firestore emulator may be missing here too: it is found outside PATH as well.)
    expect(stderr.trim().split("\n")[0]).toMatch(
      new RegExp(
        `^${command} needs Java 11\\+ and Google's Firestore emulator; missing here: Java 11 or newer \\(there is no \`java\` on PATH\\)`,
      ),
    );
    expect(stderr).toContain(DEBIAN);
    expect(stderr.trim().split("\n")).toHaveLength(4);
  });

  it("and with a Java too old", () => {
    const java = path.join(bin, "java");
    writeFileSync(java, `#!/bin/sh\necho 'openjdk version "1.8.0_392"' >&2\n`);
    chmodSync(java, 0o755);
    try {
      const { status, stdout, stderr } = stack("dev");
      expect(status).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toContain("missing here: Java 11 or newer (this machine has Java 8)");
    } finally {
      rmSync(java);
    }
  });
});
