import { beforeEach, describe, expect, it, vi } from "vitest";
import { BackendError, SecondFactorRequired } from "../types";

// The Firebase Auth SDK's boundary, mocked: the Auth emulator has no TOTP second factor to answer with.
const sdk = vi.hoisted(() => ({
  signInWithEmailAndPassword: vi.fn(),
  getMultiFactorResolver: vi.fn(),
  assertionForSignIn: vi.fn((uid: string, code: string) => ({ factorId: "totp", uid, code })),
}));

vi.mock("firebase/auth", () => ({
  connectAuthEmulator: vi.fn(),
  initializeAuth: vi.fn(() => ({ name: "auth" })),
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  browserSessionPersistence: {},
  getMultiFactorResolver: sdk.getMultiFactorResolver,
  onIdTokenChanged: vi.fn(),
  signInAnonymously: vi.fn(),
  signInWithEmailAndPassword: sdk.signInWithEmailAndPassword,
  signOut: vi.fn(),
  TotpMultiFactorGenerator: { FACTOR_ID: "totp", assertionForSignIn: sdk.assertionForSignIn },
}));
vi.mock("../firebase-app", () => ({ firebaseApp: () => ({ name: "app" }) }));

const { firebaseAuthClient } = await import("../firebase-auth");

const adminUser = {
  uid: "admin-uid",
  email: "admin@example.com",
  isAnonymous: false,
  getIdTokenResult: async () => ({ claims: { admin: true } }),
};
const mfaRequired = Object.assign(new Error("Firebase: Error (auth/multi-factor-auth-required)."), {
  code: "auth/multi-factor-auth-required",
});

function resolverWith(hints: Array<{ uid: string; factorId: string }>) {
  const resolver = { hints, session: {}, resolveSignIn: vi.fn() };
  sdk.getMultiFactorResolver.mockReturnValue(resolver);
  return resolver;
}

/** The SecondFactorRequired a password sign-in of an enrolled account throws. */
async function passwordStep(): Promise<SecondFactorRequired> {
  sdk.signInWithEmailAndPassword.mockRejectedValueOnce(mfaRequired);
  const error = await firebaseAuthClient.signInWithEmail(" admin@example.com ", "pw").catch((caught) => caught);
  expect(error).toBeInstanceOf(SecondFactorRequired);
  return error as SecondFactorRequired;
}

describe("firebaseAuthClient: the TOTP second factor", () => {
  beforeEach(() => {
    sdk.signInWithEmailAndPassword.mockReset();
    sdk.getMultiFactorResolver.mockReset();
    sdk.assertionForSignIn.mockClear();
  });

  it("answers auth/multi-factor-auth-required with a challenge that signs in with the TOTP factor's code", async () => {
    const resolver = resolverWith([
      { uid: "phone-factor", factorId: "phone" },
      { uid: "totp-factor", factorId: "totp" },
    ]);
    const { challenge } = await passwordStep();
    expect(sdk.getMultiFactorResolver).toHaveBeenCalledWith({ name: "auth" }, mfaRequired);
    resolver.resolveSignIn.mockResolvedValueOnce({ user: adminUser });
    await expect(challenge.verify("123456")).resolves.toEqual({
      uid: "admin-uid",
      email: "admin@example.com",
      isAnonymous: false,
      isAdmin: true,
    });
    expect(sdk.assertionForSignIn).toHaveBeenCalledWith("totp-factor", "123456");
    expect(resolver.resolveSignIn).toHaveBeenCalledWith({ factorId: "totp", uid: "totp-factor", code: "123456" });
  });

  it.each([
    [
      "auth/invalid-verification-code",
      "That code is not right. Enter the current 6-digit code from your authenticator app.",
      "auth/invalid-verification-code",
    ],
    ["auth/code-expired", "The sign-in took too long. Enter your email and password again.", "auth/code-expired"],
    [
      "auth/invalid-multi-factor-session",
      "The sign-in took too long. Enter your email and password again.",
      "auth/code-expired",
    ],
    ["auth/too-many-requests", "Too many failed attempts. Please try again later.", "auth/too-many-requests"],
    ["auth/network-request-failed", "Sign-in failed. Please try again.", "auth/network-request-failed"],
  ])("turns %s from resolveSignIn into a message to show", async (sdkCode, message, code) => {
    const resolver = resolverWith([{ uid: "totp-factor", factorId: "totp" }]);
    const { challenge } = await passwordStep();
    resolver.resolveSignIn.mockRejectedValueOnce(Object.assign(new Error("Firebase"), { code: sdkCode }));
    const refusal = await challenge.verify("000000").catch((caught) => caught);
    expect(refusal).toBeInstanceOf(BackendError);
    expect(refusal).toMatchObject({ message, code });
  });

  it("refuses an account whose only second factor is not an authenticator app", async () => {
    resolverWith([{ uid: "phone-factor", factorId: "phone" }]);
    sdk.signInWithEmailAndPassword.mockRejectedValueOnce(mfaRequired);
    const error = await firebaseAuthClient.signInWithEmail("admin@example.com", "pw").catch((caught) => caught);
    expect(error).not.toBeInstanceOf(SecondFactorRequired);
    expect(error).toMatchObject({
      message: "This account's second factor is not an authenticator app. Sign-in failed.",
    });
  });

  it("keeps the product's messages for a wrong password", async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValueOnce(
      Object.assign(new Error("x"), { code: "auth/invalid-credential" }),
    );
    await expect(firebaseAuthClient.signInWithEmail("admin@example.com", "bad")).rejects.toMatchObject({
      message: "Invalid email or password",
    });
    expect(sdk.getMultiFactorResolver).not.toHaveBeenCalled();
  });
});
