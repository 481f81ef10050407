import { act, render, screen, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxField } from "../checkbox-field";
import { Field } from "../field";
import { HoneypotField } from "../honeypot-field";
import { SelectField } from "../select-field";
import { SubmitButton } from "../submit-button";

describe("Field", () => {
  it("labels its control and shows a required marker that is announced as aria-required, not read out", () => {
    render(
      <Field label="Company name" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Company name" });
    expect(input).toHaveAttribute("aria-required", "true");
    expect(input).toHaveAttribute("aria-invalid", "false");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });

  it("wires its hint and every error to the control, in order, and marks it invalid", () => {
    render(
      <Field id="website" label="Website" hint="Optional" errors={["Too long", undefined, "Not a web address"]}>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText("Website");
    expect(input).toHaveAttribute("id", "website");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-describedby", "website-hint website-error-0 website-error-1");
    expect(input).toHaveAccessibleDescription("Optional Too long Not a web address");
    const list = screen.getByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Too long", "Not a web address"]);
  });

  it("takes a single error as a string, and renders no list without one", () => {
    const { rerender } = render(
      <Field label="Name" errors="Name is required">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Name is required");
    rerender(
      <Field label="Name" errors={undefined}>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "false");
  });

  it("can hide its label visually and point at a message shown elsewhere", () => {
    render(
      <>
        <Field label="Email address" hideLabel invalid describedBy="status">
          {(control) => <input {...control} />}
        </Field>
        <p id="status">Please enter your email address</p>
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Email address" });
    expect(screen.getByText("Email address")).toHaveClass("visually-hidden");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Please enter your email address");
  });
});

describe("CheckboxField", () => {
  it("is an unticked checkbox labelled by its words, with hint and errors wired", () => {
    render(<CheckboxField label="Email me product news" hint="About once a month" errors="Please tick this" />);
    const box = screen.getByRole("checkbox", { name: "Email me product news" });
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("About once a month Please tick this");
  });

  it("passes input props such as register(...) through to the box", () => {
    render(<CheckboxField label="I confirm I am a UK creator" required name="isUKCreator" defaultChecked />);
    const box = screen.getByRole("checkbox", { name: "I confirm I am a UK creator" });
    expect(box).toBeChecked();
    expect(box).toHaveAttribute("name", "isUKCreator");
    expect(box).toHaveAttribute("aria-required", "true");
  });
});

describe("SelectField", () => {
  it("lists a placeholder and the options, labelled and wired like a field", () => {
    render(
      <SelectField
        label="How did you hear about us?"
        required
        placeholder="Select an option"
        options={["TikTok", { value: "other", label: "Other" }]}
        errors="Please tell us how you heard about us"
        defaultValue=""
      />,
    );
    const select = screen.getByRole("combobox", { name: "How did you hear about us?" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => [option.getAttribute("value"), option.textContent]),
    ).toEqual([
      ["", "Select an option"],
      ["TikTok", "TikTok"],
      ["other", "Other"],
    ]);
    expect(select).toHaveValue("");
    expect(select).toHaveAccessibleDescription("Please tell us how you heard about us");
  });
});

describe("SubmitButton", () => {
  it("reads its label when idle and its busy text, disabled, while busy", () => {
    const { rerender } = render(
      <SubmitButton busy={false} busyText="Submitting..." block>
        Join the Waitlist
      </SubmitButton>,
    );
    const button = screen.getByRole("button", { name: "Join the Waitlist" });
    expect(button).toHaveAttribute("type", "submit");
    expect(button).toBeEnabled();
    expect(button).toHaveClass("btn", "btn--primary", "btn--block");
    rerender(
      <SubmitButton busy busyText="Submitting..." block>
        Join the Waitlist
      </SubmitButton>,
    );
    expect(screen.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  });

  it("stays disabled in the prerendered page until hydrated, so no early click sends a browser GET", async () => {
    const button = (
      <SubmitButton busy={false} busyText="Subscribing...">
        Subscribe
      </SubmitButton>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(button);
    document.body.append(container);
    const prerendered = container.querySelector("button")!;
    expect(prerendered).toBeDisabled();
    expect(prerendered).toHaveClass("btn--waiting");

    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, button);
    });
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Subscribe" })).not.toHaveClass("btn--waiting");
    act(() => root?.unmount());
    container.remove();
  });

  it("can be disabled while not busy", () => {
    render(
      <SubmitButton busy={false} busyText="Signing in..." disabled>
        Sign in
      </SubmitButton>,
    );
    expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled();
  });
});

describe("HoneypotField", () => {
  it("is hidden from assistive technology and out of the tab order", () => {
    render(<HoneypotField name="bot-field" />);
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[name="bot-field"]')!;
    expect(input).toHaveAttribute("tabindex", "-1");
    expect(input).toHaveAttribute("autocomplete", "off");
    expect(input.closest("[aria-hidden='true']")).not.toBeNull();
  });
});
