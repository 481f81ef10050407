import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { BackendError } from "~/lib/backend/types";
import { renderWithRouter } from "@testing/app/render-app";
import { NewsletterForm } from "../newsletter-form";

function renderForm(url = "/", group?: "creator") {
  const { backend } = renderWithRouter(<NewsletterForm group={group} placeholder="you@example.com" />, { url });
  return {
    input: screen.getByLabelText("Email address"),
    button: screen.getByRole("button", { name: "Subscribe" }),
    subscribeToNewsletter: backend.api.subscribeToNewsletter,
    subscribers: backend.state.newsletter,
  };
}

describe("newsletter form", () => {
  it("asks for an address when empty, and for a valid one when malformed", async () => {
    const { input, button, subscribeToNewsletter } = renderForm();
    await userEvent.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter your email address");
    await userEvent.type(input, "not-an-email");
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address"));
    expect(subscribeToNewsletter).not.toHaveBeenCalled();
  });

  it("disables the field and reads Subscribing... while sending, then clears it on success", async () => {
    const { input, button, subscribeToNewsletter } = renderForm("/creator", "creator");
    let finish: () => void = () => undefined;
    subscribeToNewsletter.mockReturnValueOnce(new Promise<void>((resolve) => (finish = resolve)));
    await userEvent.type(input, " ada@example.com ");
    await userEvent.click(button);
    expect(await screen.findByRole("button", { name: "Subscribing..." })).toBeDisabled();
    expect(input).toBeDisabled();
    expect(subscribeToNewsletter).toHaveBeenCalledWith(
      { email: "ada@example.com", recaptchaToken: "", group: "creator", sourcePage: "/creator" },
      { timeoutMs: 15_000 },
    );
    finish();
    expect(await screen.findByText("Successfully subscribed to our newsletter!")).toBeInTheDocument();
    expect(input).toHaveValue("");
  });

  it("shows the product's success sentence on a line of its own, and the confirmation note on the next", async () => {
    const { input, button } = renderForm();
    await userEvent.type(input, "ada@example.com");
    await userEvent.click(button);
    const sentence = await screen.findByText("Successfully subscribed to our newsletter!");
    const note = screen.getByText("A confirmation e-mail is on its way: open its link to confirm your address.");
    expect(sentence.textContent).toBe("Successfully subscribed to our newsletter!");
    expect(note.textContent).toBe("A confirmation e-mail is on its way: open its link to confirm your address.");
    expect(sentence).not.toContainElement(note);
    expect(note).not.toContainElement(sentence);
    const status = screen.getByRole("status");
    expect(status).toContainElement(sentence);
    expect(status).toContainElement(note);
    expect(input).toHaveAccessibleDescription(
      "Successfully subscribed to our newsletter! A confirmation e-mail is on its way: open its link to confirm your address.",
    );
  });

  it("has no time limit outside the creator page", async () => {
    const { input, button, subscribeToNewsletter, subscribers } = renderForm("/prices");
    await userEvent.type(input, "ada@example.com");
    await userEvent.click(button);
    await screen.findByText("Successfully subscribed to our newsletter!");
    expect(subscribeToNewsletter).toHaveBeenCalledWith(expect.objectContaining({ group: undefined }), {
      timeoutMs: undefined,
    });
    expect(subscribers).toEqual([
      { email: "ada@example.com", recaptchaToken: "", group: undefined, sourcePage: "/prices" },
    ]);
  });

  it("leaves out a source page the server would refuse, and subscribes", async () => {
    const { input, button, subscribers } = renderForm("//no-such-page");
    await userEvent.type(input, "ada@example.com");
    await userEvent.click(button);
    await screen.findByText("Successfully subscribed to our newsletter!");
    expect(subscribers).toEqual([
      { email: "ada@example.com", recaptchaToken: "", group: undefined, sourcePage: undefined },
    ]);
  });

  it("shows the server's error and keeps the address", async () => {
    const { input, button, subscribeToNewsletter } = renderForm();
    subscribeToNewsletter.mockRejectedValueOnce(
      new BackendError("Too many requests. Please try again in a minute.", 429),
    );
    await userEvent.type(input, "ada@example.com");
    await userEvent.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please try again in a minute.");
    expect(input).toHaveValue("ada@example.com");
  });

  it("falls back to the product's landing text when the failure has no message", async () => {
    const { input, button, subscribeToNewsletter } = renderForm("/");
    subscribeToNewsletter.mockRejectedValueOnce(new Error(""));
    await userEvent.type(input, "ada@example.com");
    await userEvent.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent("Subscription failed. Please try again.");
  });
});
