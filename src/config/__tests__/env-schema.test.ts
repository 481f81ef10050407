import { describe, expect, it } from "vitest";
import { parseEnv } from "../env-schema";

const FIREBASE = {
  VITE_FIREBASE_API_KEY: "AIza-real",
  VITE_FIREBASE_PROJECT_ID: "reelmark-prod",
  VITE_FIREBASE_AUTH_DOMAIN: "reelmark-prod.firebaseapp.com",
  VITE_FIREBASE_STORAGE_BUCKET: "reelmark-prod.appspot.com",
  VITE_FIREBASE_APP_ID: "1:2:web:3",
  VITE_RECAPTCHA_SITE_KEY: "site-key",
  VITE_APP_CHECK_SITE_KEY: "app-check-key",
};

describe("browser environment", () => {
  it("a production build with no settings stops, listing every missing one", () => {
    expect(() => parseEnv({}, "production")).toThrowError(
      [
        "Invalid environment configuration for a production build:",
        "  VITE_FIREBASE_API_KEY is required in a production build",
        "  VITE_FIREBASE_PROJECT_ID is required in a production build",
        "  VITE_FIREBASE_AUTH_DOMAIN is required in a production build",
        "  VITE_FIREBASE_STORAGE_BUCKET is required in a production build",
        "  VITE_FIREBASE_APP_ID is required in a production build",
        "  VITE_RECAPTCHA_SITE_KEY is required in a production build",
        "  VITE_APP_CHECK_SITE_KEY is required in a production build",
      ].join("\n"),
    );
  });

  it("a production build never targets an emulator, a debug token or a demo project", () => {
    for (const name of [
      "VITE_AUTH_EMULATOR_HOST",
      "VITE_FIRESTORE_EMULATOR_HOST",
      "VITE_STORAGE_EMULATOR_HOST",
      "VITE_APP_CHECK_DEBUG_TOKEN",
    ]) {
      expect(() => parseEnv({ ...FIREBASE, [name]: "127.0.0.1:8080" }, "production")).toThrowError(
        `${name} must be empty: a production build is for a real project, never an emulator or a debug token`,
      );
    }
    expect(() => parseEnv({ ...FIREBASE, VITE_FIREBASE_PROJECT_ID: "demo-x" }, "production")).toThrowError(
      /not a demo- emulator project/,
    );
  });

  // Only the emulator modes (src/shared/emulators.ts) are lenient: any other mode is a build for a real project.
  const SETTINGS = {
    VITE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
    VITE_FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
    VITE_STORAGE_EMULATOR_HOST: "127.0.0.1:9199",
    VITE_APP_CHECK_DEBUG_TOKEN: "debug",
    VITE_FUNCTIONS_EMULATOR: "true",
  };
  describe.each(["staging", "prod", "Production", "emulator", ""])("a build in mode %j", (mode) => {
    it.each(Object.entries(SETTINGS))("refuses %s, naming it", (name, value) => {
      expect(() => parseEnv({ ...FIREBASE, [name]: value }, mode)).toThrowError(
        `${name} must be empty: a ${mode} build is for a real project, never an emulator or a debug token`,
      );
    });

    it("needs a real project and passes with one", () => {
      expect(() => parseEnv({}, mode)).toThrowError(/VITE_FIREBASE_API_KEY is required/);
      expect(parseEnv(FIREBASE, mode)).toMatchObject({ VITE_AUTH_EMULATOR_HOST: "", VITE_APP_CHECK_DEBUG_TOKEN: "" });
    });
  });

  it("the emulator modes still take the emulators and a debug token", () => {
    const { VITE_FUNCTIONS_EMULATOR: _, ...known } = SETTINGS;
    for (const mode of ["development", "emulated", "test"]) expect(parseEnv(SETTINGS, mode)).toMatchObject(known);
  });

  it("a complete production configuration passes with no emulator", () => {
    expect(parseEnv(FIREBASE, "production")).toMatchObject({
      VITE_AUTH_EMULATOR_HOST: "",
      VITE_FIRESTORE_EMULATOR_HOST: "",
      VITE_STORAGE_EMULATOR_HOST: "",
    });
  });

  it("development and emulated builds default to the emulators of firebase.json", () => {
    for (const mode of ["development", "emulated", "test"]) {
      expect(parseEnv({}, mode)).toMatchObject({
        VITE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        VITE_FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
        VITE_STORAGE_EMULATOR_HOST: "127.0.0.1:9199",
      });
    }
  });
});
