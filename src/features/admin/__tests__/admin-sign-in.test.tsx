import { configure, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BackendError } from "~/lib/backend";
import { sampleApplicationDocument } from "@testing/fixtures/sample-application";
import { ADMIN, adminBackend, CREATOR, renderAdmin } from "./render-admin";

async function signIn(user: ReturnType<typeof renderAdmin>["user"], email: string, password: string) {
  await user.type(await screen.findByLabelText("Email address"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await waitFor(() => expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled());
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

const NOT_AN_ADMIN = "You are not authorized to access the admin panel.";

/** The product's refusal is shown, the account is signed out again and no admin sign-in is logged. */
async function expectRefusedAndSignedOut(backend: ReturnType<typeof adminBackend>) {
  expect(await screen.findByRole("alert")).toHaveTextContent(NOT_AN_ADMIN);
  expect(backend.accounts.current()).toBeNull();
  expect(backend.state.adminLogins).toEqual([]);
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

  it("signs any other account out with the product's message and logs nothing", async () => {
    const { user, backend } = renderAdmin("/admin");
    await signIn(user, CREATOR.email, CREATOR.password);
    await expectRefusedAndSignedOut(backend);
  });

  it("signs out a non-admin session restored from an earlier visit", async () => {
    const backend = adminBackend();
    backend.accounts.signInAs(CREATOR.email);
    renderAdmin("/admin/applications", backend);
    expect(await screen.findByRole("alert")).toHaveTextContent(NOT_AN_ADMIN);
    await waitFor(() => expect(backend.accounts.current()).toBeNull());
    expect(screen.queryByRole("navigation", { name: "Admin sections" })).not.toBeInTheDocument();
  });

  it("goes by the verified admin claim, not the e-mail address", async () => {
    const backend = adminBackend();
    backend.accounts.addAccount({ email: "Admin@Example.com.evil.test", password: "pw-123456", admin: false });
    const { user } = renderAdmin("/admin", backend);
    await signIn(user, "Admin@Example.com.evil.test", "pw-123456");
    expect(await screen.findByRole("alert")).toHaveTextContent(NOT_AN_ADMIN);
  });

  it.each([
    ["auth/invalid-credential", "Invalid email or password"],
    ["auth/too-many-requests", "Too many failed attempts. Please try again later."],
    ["auth/internal-error", "Sign-in failed. Please try again."],
  ])("shows the product's message for %s", async (code, message) => {
    const backend = adminBackend();
    backend.auth.signInWithEmail.mockRejectedValueOnce(new BackendError(message, undefined, code));
    const { user } = renderAdmin("/admin", backend);
    await signIn(user, ADMIN.email, "whatever");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("shows the record a shared link names once signed in", async () => {
    const backend = adminBackend();
    const id = backend.seed(
      "creator-applications",
      sampleApplicationDocument({
        ...{ firstName: "Asha", lastName: "Khan", email: "asha@example.com", postcode: "B1 1AA", niche: "Food" },
        ...{ referralSource: "Other", submittedAt: "2026-03-01T10:00:00.000Z" },
      }),
    );
    const { user, router } = renderAdmin(`/admin/applications/${id}`, backend);
    await signIn(user, ADMIN.email, ADMIN.password);
    expect(await screen.findByRole("heading", { name: "Asha Khan", level: 2 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/applications/${id}`);
  });

  describe("with multi-factor sign-in (an authenticator app)", () => {
    const MFA_ADMIN = { email: "mfa-admin@example.com", password: "mfa-password-1", admin: true, totp: "123456" };
    function mfaBackend() {
      const backend = adminBackend();
      backend.accounts.addAccount(MFA_ADMIN);
      return backend;
    }

    /** The admin with an authenticator has given the password and is asked for the code. */
    async function atCodeStep() {
      const backend = mfaBackend();
      const rendered = renderAdmin("/admin", backend);
      await signIn(rendered.user, MFA_ADMIN.email, MFA_ADMIN.password);
      const code = await screen.findByLabelText("Authentication code");
      return { ...rendered, backend, code };
    }

    it("asks for the code after the password, with focus on a labelled one-time-code field, then opens the panel", async () => {
      const { backend, user, router, code } = await atCodeStep();
      await waitFor(() => expect(code).toHaveFocus());
      expect(code).toHaveAttribute("autocomplete", "one-time-code");
      expect(code).toHaveAttribute("inputmode", "numeric");
      expect(code).toHaveAccessibleDescription(/6-digit code/);
      expect(backend.accounts.current()).toBeNull();
      expect(backend.state.adminLogins).toEqual([]);
      // Typed as the app shows it, then Enter.
      await user.type(code, "123 456{Enter}");
      expect(await screen.findByRole("heading", { name: "Creator Applications", level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/admin/applications");
      expect(backend.state.adminLogins).toEqual([expect.objectContaining({ email: MFA_ADMIN.email })]);
    });

    it("refuses a code that is not 6 digits without asking Firebase", async () => {
      const { backend, user, code } = await atCodeStep();
      await user.type(code, "12345{Enter}");
      expect(await screen.findByRole("alert")).toHaveTextContent("Enter the 6-digit code from your authenticator app.");
      expect(code).toHaveFocus();
      expect(code).toBeInvalid();
      expect(backend.accounts.current()).toBeNull();
    });

    it("says a wrong code is wrong, keeps the step, selects the code for another try", async () => {
      const { backend, user, code } = await atCodeStep();
      await user.type(code, "654321{Enter}");
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "That code is not right. Enter the current 6-digit code from your authenticator app.",
      );
      await waitFor(() => expect(code).toHaveFocus());
      expect([(code as HTMLInputElement).selectionStart, (code as HTMLInputElement).selectionEnd]).toEqual([0, 6]);
      expect(backend.accounts.current()).toBeNull();
      expect(backend.state.adminLogins).toEqual([]);
      // The selected wrong code is replaced by typing the right one.
      await user.keyboard("123456{Enter}");
      expect(await screen.findByRole("heading", { name: "Creator Applications", level: 1 })).toBeInTheDocument();
    });

    it("sends an expired challenge back to the password, with focus there", async () => {
      const { backend, user, code } = await atCodeStep();
      backend.accounts.expireChallenges();
      await user.type(code, "123456{Enter}");
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "The sign-in took too long. Enter your email and password again.",
      );
      const password = screen.getByLabelText("Password");
      await waitFor(() => expect(password).toHaveFocus());
      expect(password).toHaveValue("");
      expect(screen.getByLabelText("Email address")).toHaveValue(MFA_ADMIN.email);
      expect(screen.queryByLabelText("Authentication code")).not.toBeInTheDocument();
      expect(backend.accounts.current()).toBeNull();
    });

    it("Start again returns to the password step", async () => {
      const { user } = await atCodeStep();
      await user.click(screen.getByRole("button", { name: "Start again" }));
      await waitFor(() => expect(screen.getByLabelText("Password")).toHaveFocus());
      expect(screen.queryByLabelText("Authentication code")).not.toBeInTheDocument();
    });

    it("signs out a non-admin account that passes its second factor", async () => {
      const backend = mfaBackend();
      backend.accounts.addAccount({ email: "other@example.com", password: "other-pass-1", totp: "111111" });
      const { user } = renderAdmin("/admin", backend);
      await signIn(user, "other@example.com", "other-pass-1");
      await user.type(await screen.findByLabelText("Authentication code"), "111111{Enter}");
      await expectRefusedAndSignedOut(backend);
    });
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
