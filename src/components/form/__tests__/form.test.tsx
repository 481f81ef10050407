import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { textField } from "~/shared/schemas/fields";
import { Field } from "../field";
import { Form, preloadSchema, useZodForm, type SchemaLoader } from "../form";
import { SubmitButton } from "../submit-button";

interface Signup {
  name: string;
  company: string;
}

const signupSchema = z.object({
  name: textField({ label: "Name", required: "Name is required" }),
  company: textField({ label: "Company name", required: "Company name is required" }),
});

/** A fresh loader per test: the kit caches one download per loader. */
const schemaLoader = () => vi.fn<SchemaLoader<Signup>>(async () => signupSchema);

function SignupForm({
  schema,
  onSubmit = () => undefined,
  firstErrorOnly = false,
  preloadOnFocus = false,
  discard,
}: {
  schema: SchemaLoader<Signup>;
  onSubmit?: (values: Signup) => void | Promise<void>;
  firstErrorOnly?: boolean;
  preloadOnFocus?: boolean;
  discard?: (form: HTMLFormElement) => boolean;
}) {
  const form = useZodForm<Signup>({ schema, firstErrorOnly, defaultValues: { name: "", company: "" } });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form form={form} onSubmit={onSubmit} preloadOnFocus={preloadOnFocus} discard={discard} aria-label="Sign up">
      <Field label="Name" required errors={errors.name?.message}>
        {(control) => <input {...control} {...form.register("name")} />}
      </Field>
      <Field label="Company name" required errors={errors.company?.message}>
        {(control) => <input {...control} {...form.register("company")} />}
      </Field>
      <SubmitButton busy={isSubmitting} busyText="Submitting...">
        Join
      </SubmitButton>
    </Form>
  );
}

describe("useZodForm and Form", () => {
  it("downloads the schema on the first check only, once, and shows every failure under its field", async () => {
    const schema = schemaLoader();
    const user = userEvent.setup();
    render(<SignupForm schema={schema} />);
    expect(screen.getByRole("form", { name: "Sign up" })).toHaveAttribute("novalidate");
    await user.click(screen.getByRole("textbox", { name: "Name" }));
    expect(schema).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Company name is required")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Join" }));
    expect(schema).toHaveBeenCalledTimes(1);
  });

  it("can start the download when the form first gains focus", async () => {
    const schema = schemaLoader();
    render(<SignupForm schema={schema} preloadOnFocus />);
    expect(schema).not.toHaveBeenCalled();
    act(() => screen.getByRole("textbox", { name: "Company name" }).focus());
    expect(schema).toHaveBeenCalledTimes(1);
  });

  it("with firstErrorOnly shows the first failure in schema order, focused, and the next only on the next submit", async () => {
    const schema = schemaLoader();
    const user = userEvent.setup();
    render(<SignupForm schema={schema} firstErrorOnly />);
    await user.click(screen.getByRole("button", { name: "Join" }));

    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.queryByText("Company name is required")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    expect(screen.queryByText("Company name is required")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByText("Company name is required")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Company name" })).toHaveFocus();
  });

  it("submits the schema's output (trimmed) and shows the busy text meanwhile", async () => {
    const schema = schemaLoader();
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SignupForm schema={schema} onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "  Ada ");
    await user.type(screen.getByRole("textbox", { name: "Company name" }), "Glow Ltd");
    await user.click(screen.getByRole("button", { name: "Join" }));

    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({ name: "Ada", company: "Glow Ltd" }, expect.anything());
    await act(async () => finish());
    expect(screen.getByRole("button", { name: "Join" })).toBeEnabled();
  });

  it("drops a submit that `discard` refuses before any check: no schema, no messages, no onSubmit", async () => {
    const schema = schemaLoader();
    const onSubmit = vi.fn();
    const discard = vi.fn(() => true);
    const user = userEvent.setup();
    render(<SignupForm schema={schema} onSubmit={onSubmit} discard={discard} />);
    await user.click(screen.getByRole("button", { name: "Join" }));
    expect(discard).toHaveBeenCalledWith(screen.getByRole("form", { name: "Sign up" }));
    expect(schema).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
  });

  it("tries a failed schema download again on the next check", async () => {
    const schema = vi.fn<SchemaLoader<Signup>>();
    schema
      .mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module"))
      .mockResolvedValue(signupSchema);
    await expect(preloadSchema(schema)).rejects.toThrow("Failed to fetch dynamically imported module");
    await expect(preloadSchema(schema)).resolves.toBeTypeOf("function");
    await preloadSchema(schema);
    expect(schema).toHaveBeenCalledTimes(2);
  });
});
