import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BackendError } from "~/lib/backend";
import { brandSignup, renderSection, signedInBackend } from "../../__tests__/render-section";

configure({ asyncUtilTimeout: 5000 });

describe("People", () => {
  it("moves focus to what a search brings into view: the result, or the field when it failed", async () => {
    const backend = signedInBackend();
    backend.seed("brand-signups", brandSignup({ email: "held@example.com" }));
    const { user } = renderSection("/admin/people", backend);
    const form = await screen.findByRole("form", { name: "Find a person" });
    const field = within(form).getByRole("textbox", { name: "E-mail address" });
    await user.type(field, "held@example.com");
    await user.click(within(form).getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("heading", { name: "held@example.com", level: 2 })).toHaveFocus();

    backend.adminData.findPerson.mockRejectedValueOnce(new BackendError("Server down", 500));
    await user.click(within(form).getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Server down", { selector: ".people__error" })).toBeVisible();
    expect(field).toHaveFocus();
  });
});
