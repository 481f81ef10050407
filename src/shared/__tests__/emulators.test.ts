import { describe, expect, it } from "vitest";
import { buildsForEmulators, emulatorSettingsIn, isDemoProject, runsUnderEmulators } from "../emulators";

describe("running against the emulators, decided in one place", () => {
  it("builds for the emulators in the modes npm start, the emulator build and vitest use, and no other", () => {
    for (const mode of ["development", "emulated", "test"]) expect(buildsForEmulators(mode)).toBe(true);
    for (const mode of ["production", "staging", "Development", "emulator", ""])
      expect(buildsForEmulators(mode)).toBe(false);
  });

  it("takes only Firebase's demo- projects for emulator ones", () => {
    expect(isDemoProject("demo-ugc-marketplace")).toBe(true);
    for (const id of ["reelmark-prod", "demo-", "my-demo-project", undefined]) expect(isDemoProject(id)).toBe(false);
  });

  it("runs the functions under the emulators with FUNCTIONS_EMULATOR=true and only demo- project ids", () => {
    const project = { GCLOUD_PROJECT: "demo-ugc-marketplace" };
    expect(runsUnderEmulators({ FUNCTIONS_EMULATOR: "true", ...project })).toBe(true);
    expect(runsUnderEmulators({ FUNCTIONS_EMULATOR: "true", FIREBASE_DEBUG_MODE: "true" })).toBe(false);
    expect(runsUnderEmulators({ ...project, FIREBASE_DEBUG_MODE: "true" })).toBe(false);
    expect(runsUnderEmulators({ FUNCTIONS_EMULATOR: "true", ...project, GOOGLE_CLOUD_PROJECT: "reelmark-prod" })).toBe(
      false,
    );
  });

  it("names every emulator or debug setting that has a value", () => {
    expect(
      emulatorSettingsIn({
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        STORAGE_EMULATOR_HOST: "http://127.0.0.1:9199",
        FIREBASE_EMULATOR_HUB: "127.0.0.1:4400",
        FIREBASE_DEBUG_MODE: "true",
        VITE_APP_CHECK_DEBUG_TOKEN: "token",
        FIRESTORE_EMULATOR_HOST: " ",
        ADMIN_EMAIL: "admin@example.com",
        DEBUG: "express:*",
      }),
    ).toEqual([
      "FIREBASE_AUTH_EMULATOR_HOST",
      "FIREBASE_DEBUG_MODE",
      "FIREBASE_EMULATOR_HUB",
      "STORAGE_EMULATOR_HOST",
      "VITE_APP_CHECK_DEBUG_TOKEN",
    ]);
  });
});
