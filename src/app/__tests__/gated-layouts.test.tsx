import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createMemoryBackend } from "@testing/app/memory-backend";
import { renderWithRouter } from "@testing/app/render-app";
import { DashboardPlaceholder } from "~/features/auth/dashboard-placeholder";
import { SignInForm } from "~/features/auth/sign-in-form";
import GuestLayout from "../layouts/guest-layout";
import SignedInLayout from "../layouts/signed-in-layout";

const ACCOUNT = { email: "ada@example.com", password: "correct-horse-42" };
// The real layout routes of src/routes.ts: the pages themselves never call the gate.
const routes = [
  { element: <GuestLayout />, children: [{ path: "/signin", element: <SignInForm /> }] },
  { element: <SignedInLayout />, children: [{ path: "/dashboard", element: <DashboardPlaceholder /> }] },
];

function renderSignIn(url = "/signin") {
  const backend = createMemoryBackend();
  backend.accounts.addAccount(ACCOUNT);
  return renderWithRouter(<p>Elsewhere</p>, { url, routes, backend });
}

async function signIn(user: ReturnType<typeof renderSignIn>["user"], password: string) {
  await user.type(screen.getByLabelText("Email address"), ACCOUNT.email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(await screen.findByRole("button", { name: "Sign in" }));
}

describe("gated layouts with the sign-in form and the dashboard", () => {
  it("shows the product's message for a wrong password and stays on /signin", async () => {
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

  it("shows nothing of the dashboard while the session is unknown", async () => {
    const backend = createMemoryBackend();
    backend.auth.onSessionChange.mockImplementation(() => () => {});
    renderWithRouter(<p>Elsewhere</p>, { url: "/dashboard", routes, backend });
    expect(await screen.findByRole("status")).toHaveTextContent("Checking your session…");
    expect(screen.queryByRole("button", { name: "Sign out" })).not.toBeInTheDocument();
  });

  it("sends a signed-out visitor from /dashboard to /signin", async () => {
    const { router } = renderSignIn("/dashboard");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
  });
});
