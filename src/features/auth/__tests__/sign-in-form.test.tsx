import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createMemoryBackend } from "~/testing/memory-backend";
import { renderWithRouter } from "~/testing/render-app";
import { DashboardPlaceholder } from "../dashboard-placeholder";
import { SignInForm } from "../sign-in-form";

const ACCOUNT = { email: "ada@example.com", password: "correct-horse-42" };
const dashboard = [{ path: "/dashboard", element: <DashboardPlaceholder /> }];

function renderSignIn(url = "/signin") {
  const backend = createMemoryBackend();
  backend.accounts.addAccount(ACCOUNT);
  return renderWithRouter(<SignInForm />, { url, routes: dashboard, backend });
}

async function signIn(user: ReturnType<typeof renderSignIn>["user"], password: string) {
  await user.type(screen.getByLabelText("Email address"), ACCOUNT.email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(await screen.findByRole("button", { name: "Sign in" }));
}

describe("sign-in form", () => {
  it("shows SPEC's message for a wrong password and stays on /signin", async () => {
    const { user, router } = renderSignIn();
    await signIn(user, "not-the-password");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(router.state.location.pathname).toBe("/signin");
  });

  it("moves a signed-in user on to /dashboard, and back to /signin after signing out", async () => {
    const { user, router, backend } = renderSignIn();
    await signIn(user, ACCOUNT.password);
    expect(await screen.findByText(ACCOUNT.email)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(backend.auth.signInWithEmail).toHaveBeenCalledWith(ACCOUNT.email, ACCOUNT.password);

    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
  });

  it("sends a signed-out visitor from /dashboard to /signin", async () => {
    const { router } = renderSignIn("/dashboard");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
  });
});
