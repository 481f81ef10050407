import { describe, expect, it } from "vitest";
import { BackendError } from "~/lib/backend";
import { INVALID_DATA } from "../../data/errors";
import { APPLICATION_MESSAGES, approveErrorMessage, loadErrorMessage } from "../messages";

describe("the product's load errors for the applications list", () => {
  it("no session or an expired one: Authentication required", () => {
    expect(loadErrorMessage(new BackendError("Authentication required", 401))).toBe("Authentication required");
  });

  it("no answer at all: Cannot connect to database: ..., with the product's prefix once and then only why", () => {
    expect(
      loadErrorMessage(new BackendError("Failed to load creator applications: network error", undefined, "network")),
    ).toBe("Cannot connect to database: network error");
    expect(
      loadErrorMessage(new BackendError("Cannot connect to database: the live connection was lost", undefined)),
    ).toBe("Cannot connect to database: the live connection was lost");
  });

  it("a refusal: Failed to fetch applications: ... (Code: ...), with the server's code or status", () => {
    expect(loadErrorMessage(new BackendError("You are not authorized to perform this action", 403))).toBe(
      "Failed to fetch applications: You are not authorized to perform this action (Code: 403)",
    );
    expect(loadErrorMessage(new BackendError("Invalid cursor", 400, "invalid-argument"))).toBe(
      "Failed to fetch applications: Invalid cursor (Code: invalid-argument)",
    );
  });

  it("an answer that could not be read: Error processing data: ...", () => {
    expect(loadErrorMessage(new BackendError("the list's answer has no items", 200, INVALID_DATA))).toBe(
      "Error processing data: the list's answer has no items",
    );
    expect(loadErrorMessage(new SyntaxError("Unexpected token < in JSON"))).toBe(
      "Error processing data: Unexpected token < in JSON",
    );
  });
});

describe("the product's approve and reject messages", () => {
  it("approve: signed out, failure with the reason, success with the e-mail outcome", () => {
    expect(approveErrorMessage(new BackendError("Authentication required", 401))).toBe(
      "You must be logged in to approve creators",
    );
    expect(approveErrorMessage(new BackendError("Creator application not found", 404))).toBe(
      "Failed to approve creator: Creator application not found",
    );
    expect(APPLICATION_MESSAGES.approved(true)).toBe("Creator approved successfully! Email sent: Yes");
    expect(APPLICATION_MESSAGES.approved(false)).toBe("Creator approved successfully! Email sent: No");
  });

  it("reject: the product's question, failure and success", () => {
    expect(APPLICATION_MESSAGES.rejectQuestion).toBe(
      "Are you sure you want to reject and delete this creator application? This action cannot be undone.",
    );
    expect(APPLICATION_MESSAGES.rejectFailed).toBe("Failed to delete creator application. Please try again.");
    expect(APPLICATION_MESSAGES.rejected).toBe("Creator application deleted successfully.");
  });
});
