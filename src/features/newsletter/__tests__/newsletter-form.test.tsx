import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BackendError } from "~/lib/backend/types";
import { NewsletterForm } from "../newsletter-form";

const subscribeToNewsletter = vi.fn();
vi.mock("~/lib/backend", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadBackend: async () => ({ api: { subscribeToNewsletter } }),
}));

function renderForm(path = "/", group?: "creator") {
  const router = createMemoryRouter([{ path: "*", element: <NewsletterForm group={group} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return {
    input: screen.getByLabelText("Email address"),
    button: screen.getByRole("button", { name: "Subscribe" }),
  };
}

describe("newsletter form", () => {
  beforeEach(() => {
    subscribeToNewsletter.mockReset();
  });

  it("asks for an address when empty, and for a valid one when malformed", async () => {
    const { input, button } = renderForm();
    await userEvent.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter your email address");
    await userEvent.type(input, "not-an-email");
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address"));
    expect(subscribeToNewsletter).not.toHaveBeenCalled();
  });

  it("disables the field and reads Subscribing... while sending, then clears it on success", async () => {
    let finish: () => void = () => undefined;
    subscribeToNewsletter.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { input, button } = renderForm("/creator", "creator");
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

  it("has no time limit outside the creator page", async () => {
    subscribeToNewsletter.mockResolvedValue(undefined);
    const { input, button } = renderForm("/prices");
    await userEvent.type(input, "ada@example.com");
    await userEvent.click(button);
    await screen.findByText("Successfully subscribed to our newsletter!");
    expect(subscribeToNewsletter).toHaveBeenCalledWith(expect.objectContaining({ group: undefined }), {
      timeoutMs: undefined,
    });
  });

  it("shows the server's error and keeps the address", async () => {
    subscribeToNewsletter.mockImplementation(async () => {
      throw new BackendError("Too many requests. Please try again in a minute.", 429);
    });
    const { input, button } = renderForm();
    await userEvent.type(input, "ada@example.com");
    await userEvent.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please try again in a minute.");
    expect(input).toHaveValue("ada@example.com");
  });

  it("falls back to SPEC's landing text when the failure has no message", async () => {
    subscribeToNewsletter.mockImplementation(async () => {
      throw new Error("");
    });
    const { input, button } = renderForm("/");
    await userEvent.type(input, "ada@example.com");
    await userEvent.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent("Subscription failed. Please try again.");
  });
});
