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
    expect(() => parseEnv({ ...FIREBASE, VITE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" }, "production")).toThrowError(
      /VITE_AUTH_EMULATOR_HOST must be empty/,
    );
    for (const [name, service] of [
      ["VITE_FIRESTORE_EMULATOR_HOST", "Firestore"],
      ["VITE_STORAGE_EMULATOR_HOST", "Storage"],
    ] as const) {
      expect(() => parseEnv({ ...FIREBASE, [name]: "127.0.0.1:8080" }, "production")).toThrowError(
        `${name} must be empty: a production build never uses the ${service} emulator`,
      );
    }
    expect(() => parseEnv({ ...FIREBASE, VITE_APP_CHECK_DEBUG_TOKEN: "debug" }, "production")).toThrowError(
      /never uses a debug token/,
    );
    expect(() => parseEnv({ ...FIREBASE, VITE_FIREBASE_PROJECT_ID: "demo-x" }, "production")).toThrowError(
      /not a demo- emulator project/,
    );
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
