import { describe, expect, it } from "vitest";
import { BackendError } from "~/lib/backend";
import { HumanCheckTimeoutError } from "~/lib/human-check/use-human-check";
import { NEWSLETTER_SUCCESS, statusLine, subscribeFailure } from "../newsletter-status";

describe("why a footer subscription failed", () => {
  it("names the human check's timeout", () => {
    expect(subscribeFailure(new HumanCheckTimeoutError(), "/")).toBe(
      "reCAPTCHA verification timed out. Please try again.",
    );
  });

  it("shows the server's own message", () => {
    expect(subscribeFailure(new BackendError("Too many requests."), "/creator")).toBe("Too many requests.");
  });

  it("falls back to the page's own wording", () => {
    expect(subscribeFailure(new BackendError(""), "/")).toBe("Subscription failed. Please try again.");
    expect(subscribeFailure(new BackendError(""), "/prices")).toBe("Subscription failed. Please try again.");
    expect(subscribeFailure(new BackendError(""), "/creator")).toBe("Failed to subscribe. Please try again.");
  });
});

describe("the line under the footer field", () => {
  it("shows the address's problem before any outcome", () => {
    expect(statusLine("Please enter a valid email address", { kind: "success" })).toBe(
      "Please enter a valid email address",
    );
  });

  it("shows the outcome, or nothing", () => {
    expect(statusLine(undefined, { kind: "success" })).toBe(NEWSLETTER_SUCCESS);
    expect(statusLine(undefined, { kind: "error", message: "No." })).toBe("No.");
    expect(statusLine(undefined, { kind: "submitting" })).toBeNull();
  });
});
