import { describe, expect, it } from "vitest";
import { BackendError } from "~/lib/backend";
import { HumanCheckTimeoutError } from "~/lib/human-check/use-human-check";
import { statusLines, subscribeFailure } from "../newsletter-status";

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

describe("the lines under the footer field", () => {
  it("show the address's problem before any outcome", () => {
    expect(statusLines("Please enter a valid email address", { kind: "success" })).toEqual([
      "Please enter a valid email address",
    ]);
  });

  it("show the product's success sentence whole, then the confirmation note; an error; or nothing", () => {
    expect(statusLines(undefined, { kind: "success" })).toEqual([
      "Successfully subscribed to our newsletter!",
      "A confirmation e-mail is on its way: open its link to confirm your address.",
    ]);
    expect(statusLines(undefined, { kind: "error", message: "No." })).toEqual(["No."]);
    expect(statusLines(undefined, { kind: "submitting" })).toEqual([]);
  });
});
