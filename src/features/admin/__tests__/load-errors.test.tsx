import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BackendError } from "~/lib/backend";
import type { MemoryBackend } from "@testing/app/memory-backend";
import { ADMIN, adminBackend, adminSignedInHoursAgo, application, renderAdmin, spyOnPageReload } from "./render-admin";

// The machine is shared: a section can take longer than the default second to render.
configure({ asyncUtilTimeout: 5000 });

const EXPIRED = "Your sign-in has expired: the admin panel asks you to sign in again every 12 hours.";

/** Every admin screen that loads from the server, and how it words a failure to load. */
const SCREENS = [
  { url: "/admin/applications", failed: "Cannot connect to database: network error" },
  { url: "/admin/brand-signups", failed: "Failed to load brand signups: network error" },
  { url: "/admin/contact", failed: "Failed to load contact messages: network error" },
  { url: "/admin/newsletter", failed: "Failed to load newsletter subscribers: network error" },
  { url: "/admin/activity", failed: "Failed to load the activity log: network error" },
  { url: "/admin/overview", failed: "Failed to load the overview: network error" },
];

/** Every read the admin screens make fails with `error`, the one-off reads and the live ones. */
function failReads(backend: MemoryBackend, error: BackendError) {
  backend.adminData.list.mockRejectedValue(error);
  backend.adminData.get.mockRejectedValue(error);
  backend.adminData.overview.mockRejectedValue(error);
  backend.adminData.watch.mockImplementation((_list, _query, _onChange, onError) => {
    queueMicrotask(() => onError?.(error));
    return () => undefined;
  });
}

describe("an admin screen that could not load", () => {
  it.each(SCREENS)("$url says why, with a Retry that reloads the page", async ({ url, failed }) => {
    const backend = adminSignedInHoursAgo(1);
    failReads(backend, new BackendError("network error", undefined, "network"));
    const reload = spyOnPageReload();
    const { user } = renderAdmin(url, backend);
    const alert = (await screen.findByText(failed)).closest<HTMLElement>("[role='alert']")!;
    expect(reload).not.toHaveBeenCalled();
    expect(within(alert).queryByRole("button", { name: "Clear filters" })).toBeNull();
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each(["/admin/applications?status=bogus", "/admin/brand-signups?after=junk", "/admin/overview?source=%00"])(
    "%s, refused for its filters, offers the screen without them",
    async (url) => {
      const backend = adminSignedInHoursAgo(1);
      failReads(backend, new BackendError("Invalid cursor", 400, "invalid-argument"));
      const { user, router } = renderAdmin(url, backend);
      const clear = await screen.findByRole("button", { name: "Clear filters" });
      await user.click(clear);
      expect(router.state.location.search).toBe("");
      expect(router.state.location.pathname).toBe(url.split("?")[0]);
    },
  );

  it.each(SCREENS)("$url asks an admin signed in over 12 hours ago to sign in again", async ({ url }) => {
    const backend = adminSignedInHoursAgo(13);
    const reload = spyOnPageReload();
    const { user, router } = renderAdmin(url, backend);
    const alert = (await screen.findByText(EXPIRED)).closest<HTMLElement>("[role='alert']")!;
    expect(within(alert).queryByRole("button", { name: "Retry" })).toBeNull();

    await user.click(within(alert).getByRole("button", { name: "Sign in again" }));
    expect(await screen.findByLabelText("Email address")).toBeInTheDocument();
    expect(backend.accounts.current()).toBeNull();
    expect(router.state.location.pathname).toBe("/admin");
    expect(reload).not.toHaveBeenCalled();
  });

  it("opens the panel again once the admin has signed in again", async () => {
    const backend = adminSignedInHoursAgo(13, adminBackend());
    backend.seed("creator-applications", application({ firstName: "Max" }));
    const { user } = renderAdmin("/admin/applications", backend);
    await user.click(await screen.findByRole("button", { name: "Sign in again" }));
    await user.type(await screen.findByLabelText("Email address"), ADMIN.email);
    await user.type(screen.getByLabelText("Password"), ADMIN.password);
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const list = await screen.findByRole("list", { name: "Creator applications" });
    expect(within(list).getByRole("link", { name: /Max Patel/ })).toBeInTheDocument();
    expect(screen.queryByText(EXPIRED)).toBeNull();
  });

  it("asks to sign in again on an application's own screen too", async () => {
    const backend = adminSignedInHoursAgo(13);
    renderAdmin("/admin/applications/memory-000001", backend);
    await waitFor(() => expect(screen.getAllByText(EXPIRED)).toHaveLength(2));
    const listAlert = within(screen.getByRole("region", { name: "Application list" })).getByRole("alert");
    expect(listAlert).toHaveTextContent(EXPIRED);
    expect(screen.getAllByRole("button", { name: "Sign in again" })).toHaveLength(2);
  });

  it("keeps the product's message for a refusal within the 12 hours", async () => {
    const backend = adminSignedInHoursAgo(11);
    failReads(backend, new BackendError("You are not authorized to perform this action", 403, "permission-denied"));
    renderAdmin("/admin/applications", backend);
    const alert = (
      await screen.findByText(
        "Failed to fetch applications: You are not authorized to perform this action (Code: permission-denied)",
      )
    ).closest<HTMLElement>("[role='alert']")!;
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign in again" })).toBeNull();
  });
});
