import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BackendError } from "~/lib/backend/types";
import { renderWithRouter } from "@testing/app/render-app";
import { BrandWaitlistForm } from "../brand-waitlist-form";
import { EMAIL_LIST_OPT_IN_WORDING } from "../waitlist-copy";

const SUCCESS = "Thank you! for signing up we cant wait to speak with you soon.";

function renderForm() {
  const rendered = renderWithRouter(<BrandWaitlistForm />, { url: "/brand-signup" });
  const { user } = rendered;
  const field = {
    name: () => screen.getByRole("textbox", { name: "Name" }),
    email: () => screen.getByRole("textbox", { name: "Email" }),
    company: () => screen.getByRole("textbox", { name: "Company name" }),
    website: () => screen.getByRole("textbox", { name: "Website (optional)" }),
    optIn: () => screen.getByRole("checkbox", { name: EMAIL_LIST_OPT_IN_WORDING }),
    submit: () => screen.getByRole("button", { name: /Join the Waitlist|Submitting\.\.\./ }),
  };
  const fill = async (values: { name?: string; email?: string; company?: string; website?: string }) => {
    if (values.name) await user.type(field.name(), values.name);
    if (values.email) await user.type(field.email(), values.email);
    if (values.company) await user.type(field.company(), values.company);
    if (values.website) await user.type(field.website(), values.website);
  };
  const submit = () => user.click(field.submit());
  return { ...rendered, field, fill, submit };
}

/** Every field error on screen: product.md shows only the first failure. */
const shownErrors = () => screen.queryAllByRole("listitem").map((item) => item.textContent);

// The booking tab (2 s after success) has its own tests; jsdom cannot open windows.
beforeEach(() => {
  vi.spyOn(window, "open").mockReturnValue(null);
});

const BRAND = { name: "  Sam Brand ", email: "sam@glow.example", company: "Glow Ltd", website: "glow.example" };

describe("brand waitlist validation (product.md §P4)", () => {
  it("shows the first failure only, in the product's order, on the failing field, which gets focus", async () => {
    const { field, fill, submit, user, backend } = renderForm();

    await submit();
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(shownErrors()).toEqual(["Name is required"]);
    expect(field.name()).toHaveFocus();
    expect(field.name()).toHaveAttribute("aria-invalid", "true");
    expect(field.name()).toHaveAccessibleDescription("Name is required");

    await user.type(field.name(), "   ");
    await submit();
    expect(await screen.findByText("Name is required")).toBeInTheDocument();

    await user.clear(field.name());
    await fill({ name: "Sam" });
    await submit();
    expect(await screen.findByText("Valid email is required")).toBeInTheDocument();
    expect(shownErrors()).toEqual(["Valid email is required"]);
    expect(field.email()).toHaveFocus();

    await fill({ email: "sam.glow.example" });
    await submit();
    expect(await screen.findByText("Valid email is required")).toBeInTheDocument();

    await user.clear(field.email());
    await fill({ email: "sam@glow.example", company: "  " });
    await submit();
    expect(await screen.findByText("Company name is required")).toBeInTheDocument();
    expect(shownErrors()).toEqual(["Company name is required"]);
    expect(field.company()).toHaveFocus();
    expect(field.name()).toHaveAttribute("aria-invalid", "false");

    expect(backend.api.joinBrandWaitlist).not.toHaveBeenCalled();
  });
});

describe("brand waitlist states (product.md §P7)", () => {
  it("goes idle → submitting (everything disabled) → success (cleared, the product's message)", async () => {
    const { field, fill, submit, backend } = renderForm();
    let finish: () => void = () => undefined;
    backend.api.joinBrandWaitlist.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(field.submit()).toHaveTextContent("Join the Waitlist");
    expect(field.optIn()).not.toBeChecked();
    await fill(BRAND);
    await submit();

    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    for (const input of [field.name(), field.email(), field.company(), field.website(), field.optIn()]) {
      expect(input).toBeDisabled();
    }
    expect(backend.api.joinBrandWaitlist).toHaveBeenCalledWith({
      name: "Sam Brand",
      email: "sam@glow.example",
      companyName: "Glow Ltd",
      website: "https://glow.example",
      botField: "",
      emailListOptIn: false,
      recaptchaToken: "",
    });

    finish();
    const success = await screen.findByRole("status");
    expect(success).toHaveTextContent(SUCCESS);
    expect(success.parentElement).toHaveFocus();
    for (const input of [field.name(), field.email(), field.company(), field.website()]) {
      expect(input).toHaveValue("");
      expect(input).toBeEnabled();
    }
    expect(field.optIn()).not.toBeChecked();
    expect(field.submit()).toHaveTextContent("Join the Waitlist");
  });

  it("shows the server's message and keeps every value on error", async () => {
    const { field, fill, submit, user, backend } = renderForm();
    backend.api.joinBrandWaitlist.mockRejectedValueOnce(
      new BackendError("Too many requests. Please try again in a minute.", 429),
    );
    await fill(BRAND);
    await user.click(field.optIn());
    await submit();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Too many requests. Please try again in a minute.");
    expect(field.name()).toHaveValue(BRAND.name);
    expect(field.email()).toHaveValue(BRAND.email);
    expect(field.company()).toHaveValue(BRAND.company);
    expect(field.website()).toHaveValue(BRAND.website);
    expect(field.optIn()).toBeChecked();
    expect(field.submit()).toBeEnabled();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("falls back to the product's text for a failure without a message, and clears the error on the next try", async () => {
    const { fill, submit, backend } = renderForm();
    backend.api.joinBrandWaitlist.mockRejectedValueOnce(new Error(""));
    await fill(BRAND);
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Submission failed. Please try again.");

    await submit();
    expect(await screen.findByRole("status")).toHaveTextContent(SUCCESS);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("brand waitlist honeypot", () => {
  it("is out of reach of keyboards and screen readers", async () => {
    const { user } = renderForm();
    const trap = document.querySelector<HTMLInputElement>('input[name="bot-field"]')!;
    expect(within(screen.getByRole("form")).queryAllByRole("textbox")).toHaveLength(4);
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(document.activeElement).not.toBe(trap);
    }
  });

  it("makes a filled-in submit do nothing, silently: no request, no message", async () => {
    const { field, fill, submit, backend } = renderForm();
    await fill(BRAND);
    // As a bot would: straight into the page, without the events a person's typing fires.
    const trap = document.querySelector<HTMLInputElement>('input[name="bot-field"]')!;
    trap.value = "https://spam.example";
    await submit();
    fireEvent.submit(screen.getByRole("form"));
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(backend.api.joinBrandWaitlist).not.toHaveBeenCalled();
    expect(field.submit()).toHaveTextContent("Join the Waitlist");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(field.name()).toHaveValue(BRAND.name);

    // The same form with the trap empty goes through.
    trap.value = "";
    await submit();
    expect(await screen.findByRole("status")).toHaveTextContent(SUCCESS);
    expect(backend.api.joinBrandWaitlist).toHaveBeenCalledTimes(1);
  });

  it("drops a filled-in submit before any check, so an empty form shows no messages either", async () => {
    const { submit, backend } = renderForm();
    document.querySelector<HTMLInputElement>('input[name="bot-field"]')!.value = "x";
    await submit();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shownErrors()).toEqual([]);
    expect(backend.api.joinBrandWaitlist).not.toHaveBeenCalled();
  });
});
