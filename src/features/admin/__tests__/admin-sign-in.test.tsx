import { configure, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BackendError } from "~/lib/backend";
import { ADMIN, adminBackend, CREATOR, renderAdmin } from "./render-admin";

async function signIn(user: ReturnType<typeof renderAdmin>["user"], email: string, password: string) {
  await user.type(await screen.findByLabelText("Email address"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await waitFor(() => expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled());
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

// The machine is shared: rendering 50 rows can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

describe("admin sign-in", () => {
  it("opens the review queue for the admin and logs the sign-in to adminLogins", async () => {
    const { user, backend, router } = renderAdmin("/admin");
    await signIn(user, ADMIN.email, ADMIN.password);
    expect(await screen.findByRole("heading", { name: "Creator Applications", level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/applications");
    expect(backend.state.adminLogins).toEqual([expect.objectContaining({ email: ADMIN.email })]);
    expect(screen.getByRole("navigation", { name: "Admin sections" })).toHaveTextContent(
      /Creator Applications.*Brand Sign Ups.*Creators.*Contact.*Overview.*Newsletter.*Activity/,
    );
  });

  it("signs any other account out with SPEC's message and logs nothing", async () => {
    const { user, backend } = renderAdmin("/admin");
    await signIn(user, CREATOR.email, CREATOR.password);
    expect(await screen.findByRole("alert")).toHaveTextContent("You are not authorized to access the admin panel.");
    expect(backend.accounts.current()).toBeNull();
    expect(backend.state.adminLogins).toEqual([]);
  });

  it("signs out a non-admin session restored from an earlier visit", async () => {
    const backend = adminBackend();
    backend.accounts.signInAs(CREATOR.email);
    renderAdmin("/admin/applications", backend);
    expect(await screen.findByRole("alert")).toHaveTextContent("You are not authorized to access the admin panel.");
    await waitFor(() => expect(backend.accounts.current()).toBeNull());
    expect(screen.queryByRole("navigation", { name: "Admin sections" })).not.toBeInTheDocument();
  });

  it("goes by the verified admin claim, not the e-mail address", async () => {
    const backend = adminBackend();
    backend.accounts.addAccount({ email: "Admin@Example.com.evil.test", password: "pw-123456", admin: false });
    const { user } = renderAdmin("/admin", backend);
    await signIn(user, "Admin@Example.com.evil.test", "pw-123456");
    expect(await screen.findByRole("alert")).toHaveTextContent("You are not authorized to access the admin panel.");
  });

  it.each([
    ["auth/invalid-credential", "Invalid email or password"],
    ["auth/too-many-requests", "Too many failed attempts. Please try again later."],
    ["auth/internal-error", "Sign-in failed. Please try again."],
  ])("shows SPEC's message for %s", async (code, message) => {
    const backend = adminBackend();
    backend.auth.signInWithEmail.mockRejectedValueOnce(new BackendError(message, undefined, code));
    const { user } = renderAdmin("/admin", backend);
    await signIn(user, ADMIN.email, "whatever");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("shows the record a shared link names once signed in", async () => {
    const backend = adminBackend();
    const id = backend.seed("creator-applications", {
      firstName: "Asha",
      lastName: "Khan",
      email: "asha@example.com",
      postcode: "B1 1AA",
      portfolioUrl: "",
      uploadedFiles: [],
      instagram: "",
      tiktok: "",
      niche: "Food",
      referralSource: "Other",
      isUKCreator: true,
      newsletterConsent: false,
      avatar: null,
      status: "pending",
      submittedAt: "2026-03-01T10:00:00.000Z",
    });
    const { user, router } = renderAdmin(`/admin/applications/${id}`, backend);
    await signIn(user, ADMIN.email, ADMIN.password);
    expect(await screen.findByRole("heading", { name: "Asha Khan", level: 2 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/applications/${id}`);
  });

  it("Log out signs out and returns to the sign-in form", async () => {
    const backend = adminBackend();
    backend.accounts.signInAs(ADMIN.email);
    const { user } = renderAdmin("/admin/creators", backend);
    expect(await screen.findByText("Coming Soon")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    expect(backend.accounts.current()).toBeNull();
  });
});
