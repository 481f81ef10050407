import { describe, expect, it } from "vitest";
import { adminLoginLine } from "../admin-login.ts";
import { SINGLE_USER_NOTICE, stackBanner } from "../stack-banner.ts";

const admin = { email: "admin@example.com", password: "s3cret-onboarding" };
const inbox = {
  port: 1080,
  credentials: { user: "inbox", password: "p4ssw0rd-p4ssw0rd-xyz" },
  credentialsFile: ".data/inbox-credentials.json",
};
const where = { mode: "dev", isTTY: true, ci: false, credentialsFile: ".data/admin-credentials.json" };
const banner = (change: Partial<typeof where> = {}) =>
  stackBanner({
    siteUrl: "http://127.0.0.1:5173",
    admin,
    inbox,
    emulators: "auth 127.0.0.1:9099, firestore 127.0.0.1:8080 (project demo-ugc-marketplace)",
    notes: ["storage.rules: evaluated by a JavaScript stand-in."],
    where: { ...where, ...change },
  });

describe("what `npm start` prints once the stack is up", () => {
  it("the site, where the admin signs in, the inbox, the emulators, and the single-user notice once", () => {
    const lines = banner().split("\n");
    expect(lines).toContain("  Site:          http://127.0.0.1:5173/ (live reload; Firebase backend on the emulators)");
    expect(lines).toContain("  Admin login:   admin@example.com / s3cret-onboarding");
    expect(lines).toContain("  Admin:         http://127.0.0.1:5173/admin");
    expect(lines.find((line) => line.startsWith("  Inbox:"))).toBe(
      "  Inbox:         http://127.0.0.1:1080/ (login inbox / p4ssw0rd-p4ssw0rd-xyz; every e-mail the site sends lands here)",
    );
    expect(lines.find((line) => line.startsWith("  Emulators:"))).toContain("firestore 127.0.0.1:8080");
    expect(lines).toContain("  Note:          storage.rules: evaluated by a JavaScript stand-in.");
    expect(lines.filter((line) => line.includes("single-user machine"))).toEqual([`  ${SINGLE_USER_NOTICE}`]);
  });
});

describe("the admin's and the inbox's passwords are shown to a person at a terminal, never written to logs", () => {
  it("`npm start` on a terminal prints them (local onboarding)", () => {
    expect(adminLoginLine(admin, where)).toContain("s3cret-onboarding");
    expect(banner()).toContain(inbox.credentials.password);
  });

  it.each([
    ["output piped to a file", { isTTY: false }],
    ["CI", { ci: true }],
    ["the e2e stack (serve)", { mode: "serve" }],
  ])("%s gets only where to find them", (_, change) => {
    const printed = banner(change);
    expect(printed).not.toContain(admin.password);
    expect(printed).not.toContain(inbox.credentials.password);
    expect(printed).toContain("admin@example.com (password in .data/admin-credentials.json)");
    expect(printed).toContain("login in .data/inbox-credentials.json");
  });
});
