import { screen, waitFor } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "@testing/app/render-app";
import { CONTACT_FAILURE, CONTACT_SUCCESS, ContactForm } from "../contact-form";

const renderForm = () => renderWithRouter(<ContactForm />, { url: "/contact" });

function fields() {
  return {
    name: screen.getByLabelText(/^Name/),
    email: screen.getByLabelText(/^Email/),
    message: screen.getByLabelText(/^Message/),
    submit: screen.getByRole("button", { name: /send message/i }),
  };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const { name, email, message } = fields();
  await user.type(name, "  Ada Lovelace ");
  await user.type(email, "ada@example.co.uk");
  await user.type(message, "We'd like 10 Pro creators for a skincare launch.");
}

describe("ContactForm", () => {
  it("shows a message under each empty required field, wired to the field, and sends nothing", async () => {
    const { user, backend } = renderForm();
    await user.click(fields().submit);

    const expected = {
      name: "Please enter your name",
      email: "Please enter your email address",
      message: "Please enter a message",
    } as const;
    for (const [key, text] of Object.entries(expected)) {
      const error = await screen.findByText(text);
      const input = fields()[key as keyof typeof expected];
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input.getAttribute("aria-describedby")).toContain(error.id);
    }
    expect(fields().name).toHaveFocus();
    expect(backend.contact.sendContactMessage).not.toHaveBeenCalled();
  });

  it("rejects a malformed e-mail, an over-long name and an over-long message", async () => {
    const { user, backend } = renderForm();
    const { name, email, message, submit } = fields();
    await user.click(name);
    await user.paste("n".repeat(101));
    await user.type(email, "ada@example");
    await user.click(message);
    await user.paste("m".repeat(5001));
    await user.click(submit);

    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Name must be 100 characters or fewer")).toBeInTheDocument();
    expect(screen.getByText("Message must be 5000 characters or fewer")).toBeInTheDocument();
    expect(screen.getByText("5,001 / 5,000 characters")).toBeInTheDocument();
    expect(backend.contact.sendContactMessage).not.toHaveBeenCalled();
  });

  it("counts message characters as the visitor types", async () => {
    const { user } = renderForm();
    expect(screen.getByText("0 / 5,000 characters")).toBeInTheDocument();
    await user.type(fields().message, "Hello");
    expect(screen.getByText("5 / 5,000 characters")).toBeInTheDocument();
  });

  it("disables the button while sending, then shows the thank-you state with focus on it", async () => {
    const { user, backend } = renderForm();
    let finish: () => void = () => undefined;
    backend.contact.sendContactMessage.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    await fillValid(user);
    await user.click(fields().submit);

    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    expect(backend.contact.sendContactMessage).toHaveBeenCalledWith({
      name: "Ada Lovelace",
      email: "ada@example.co.uk",
      message: "We'd like 10 Pro creators for a skincare launch.",
      // No site key in these tests: the check is not configured and answers "" (the server then refuses it).
      recaptchaToken: "",
    });

    finish();
    const thanks = await screen.findByRole("status");
    expect(thanks).toHaveTextContent(CONTACT_SUCCESS);
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.queryByRole("button", { name: /send message/i })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send another message" }));
    expect(fields().name).toHaveValue("");
  });

  it("shows the failure alert and keeps every value when sending fails", async () => {
    const { user, backend } = renderForm();
    backend.contact.sendContactMessage.mockRejectedValueOnce(new Error("server down"));
    await fillValid(user);
    await user.click(fields().submit);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(CONTACT_FAILURE);
    // The button it was sent from was disabled meanwhile: focus is on what went wrong, not lost.
    expect(alert).toHaveFocus();
    const { name, email, message, submit } = fields();
    expect(name).toHaveValue("  Ada Lovelace ");
    expect(email).toHaveValue("ada@example.co.uk");
    expect(message).toHaveValue("We'd like 10 Pro creators for a skincare launch.");
    expect(submit).toBeEnabled();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
