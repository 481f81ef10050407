import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createMemoryBackend } from "@testing/app/memory-backend";
import { renderWithRouter } from "@testing/app/render-app";
import { GatedSessionProvider } from "../gated-session";
import { SignInForm } from "../sign-in-form";

const ACCOUNT = { email: "ada@example.com", password: "correct-horse-42" };
const MISSING = "Please enter your email address and password.";

function renderSignIn() {
  const backend = createMemoryBackend();
  backend.accounts.addAccount(ACCOUNT);
  const rendered = renderWithRouter(
    <GatedSessionProvider>
      <SignInForm />
    </GatedSessionProvider>,
    { url: "/signin", backend },
  );
  return {
    ...rendered,
    email: screen.getByLabelText("Email address"),
    password: screen.getByLabelText("Password"),
    submit: async () => {
      // The button waits for the session to be known.
      await waitFor(() => expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled());
      await rendered.user.click(screen.getByRole("button", { name: "Sign in" }));
    },
  };
}

describe("sign-in form's own checks", () => {
  it.each([
    ["both fields empty", "", ""],
    ["an e-mail of spaces only", "   ", ACCOUNT.password],
    ["no password", ACCOUNT.email, ""],
  ])("asks for both fields with %s, and asks no server", async (_case, emailValue, passwordValue) => {
    const { user, backend, email, password, submit } = renderSignIn();
    if (emailValue) await user.type(email, emailValue);
    if (passwordValue) await user.type(password, passwordValue);
    await submit();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(MISSING);
    expect(backend.auth.signInWithEmail).not.toHaveBeenCalled();
  });

  it("keeps the message until the next submit, which then asks the server", async () => {
    const { user, backend, email, password, submit } = renderSignIn();
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(MISSING);
    await user.type(email, ACCOUNT.email);
    await user.type(password, "not-the-password");
    expect(screen.getByRole("alert")).toHaveTextContent(MISSING);
    await submit();
    expect(await screen.findByText("Invalid email or password")).toHaveAttribute("id", "signin-error");
    expect(backend.auth.signInWithEmail).toHaveBeenCalledWith(ACCOUNT.email, "not-the-password");
  });

  it("sends an account with a second factor to the admin sign-in, which asks for its code", async () => {
    const { user, backend, email, password, submit } = renderSignIn();
    backend.accounts.addAccount({ email: "mfa@example.com", password: "mfa-password-1", totp: "123456" });
    await user.type(email, "mfa@example.com");
    await user.type(password, "mfa-password-1");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This account signs in with an authentication code: use the admin sign-in at /admin.",
    );
    expect(backend.accounts.current()).toBeNull();
  });
});
