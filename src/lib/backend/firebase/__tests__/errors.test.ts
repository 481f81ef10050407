import { describe, expect, it } from "vitest";
import { BackendError } from "../../types";
import { firestoreError, storageCodeForStatus, storageFailure } from "../errors";

const failure = (code: string) => Object.assign(new Error(`Firestore: ${code}`), { code });

describe("Firestore failures as the admin panel reads them", () => {
  it("tells a refused non-admin (403) from a signed-out caller (401), as the server does", () => {
    expect(firestoreError(failure("permission-denied"), "Failed to load brand signups", true)).toMatchObject({
      status: 403,
      message: "You are not authorized to perform this action",
    });
    expect(firestoreError(failure("permission-denied"), "Failed to load brand signups", false)).toMatchObject({
      status: 401,
      message: "Authentication required",
    });
    expect(firestoreError(failure("unauthenticated"), "x", true)).toMatchObject({ status: 401 });
  });

  it("says a lost connection with the call's own words, anything else with its fallback and code", () => {
    expect(firestoreError(failure("unavailable"), "Failed to load brand signups", true)).toMatchObject({
      message: "Failed to load brand signups: network error",
      code: "network",
    });
    expect(firestoreError(failure("failed-precondition"), "Failed to count brand signups", true)).toMatchObject({
      message: "Failed to count brand signups",
      code: "failed-precondition",
    });
    const own = new BackendError("Brand signup not found", 404);
    expect(firestoreError(own, "x", true)).toBe(own);
  });
});

describe("Storage failures as the upload form reads them", () => {
  it("use the product's words for access denied, network and quota", () => {
    expect(storageFailure(storageCodeForStatus(403))).toMatchObject({
      code: "storage/unauthorized",
      message: "Storage access denied. Please check your connection.",
    });
    expect(storageFailure(storageCodeForStatus(401)).code).toBe("storage/unauthorized");
    expect(storageFailure(storageCodeForStatus(402))).toMatchObject({
      code: "storage/quota-exceeded",
      message: "Storage quota exceeded. Please try a smaller file.",
    });
    expect(storageFailure("storage/network-request-failed").message).toBe(
      "Network error. Please check your internet connection.",
    );
    expect(storageCodeForStatus(400)).toBe("storage/invalid-argument");
    expect(storageCodeForStatus(503)).toBe("storage/unknown");
  });
});
