import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BackendError } from "~/lib/backend";
import { spyOnPageReload } from "../../../__tests__/render-admin";
import { brandSignup, renderSection, signedInBackend } from "../../__tests__/render-section";

configure({ asyncUtilTimeout: 5000 });

describe("the overview", () => {
  it("shows counts per status from the server and 12 weeks of figures", async () => {
    const backend = signedInBackend();
    const now = new Date().toISOString();
    backend.seed("brand-signups", brandSignup({ status: "converted", created_at: now, updated_at: now }));
    backend.seed("brand-signups", brandSignup({ status: "pending", created_at: now, updated_at: now }));
    renderSection("/admin/overview", backend);
    const signups = (await screen.findByRole("heading", { name: /Brand sign-ups/ })).closest("section")!;
    expect(within(signups).getByRole("heading")).toHaveTextContent("Brand sign-ups 2");
    expect(within(signups).getByText("Converted").nextSibling).toHaveTextContent("1");
    expect(within(signups).getByText("Not interested").nextSibling).toHaveTextContent("0");
    const table = screen.getByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(13);
    expect(rows.at(-1)).toHaveTextContent(/0\s*2$/);
    expect(backend.adminData.overview).toHaveBeenCalledTimes(1);
    expect(backend.adminData.list).not.toHaveBeenCalled();
  });

  it("splits the weeks by a source typed in, kept in the address", async () => {
    const backend = signedInBackend();
    const now = new Date().toISOString();
    const from = (source: string | null) => ({
      first: null,
      last: { source, medium: null, campaign: null, referrerHost: null, landingPath: "/" },
    });
    backend.seed("brand-signups", brandSignup({ created_at: now, updated_at: now, attribution: from("tiktok") }));
    backend.seed("brand-signups", brandSignup({ created_at: now, updated_at: now, attribution: from("google") }));
    const { user } = renderSection("/admin/overview", backend);
    const split = await screen.findByRole("form", { name: "Split by source" });
    await user.type(within(split).getByRole("textbox", { name: "Split by source (utm_source)" }), "TikTok");
    await user.click(within(split).getByRole("button", { name: "Split" }));
    const table = await screen.findByRole("table");
    await within(table).findByRole("columnheader", { name: "Brand sign-ups from tiktok" });
    expect(backend.adminData.overview).toHaveBeenLastCalledWith({ source: "tiktok" });
    // Week, applications, sign-ups, applications from tiktok, sign-ups from tiktok.
    expect(within(table).getAllByRole("row").at(-1)).toHaveTextContent(/0\s*2\s*0\s*1$/);
    await user.click(screen.getByRole("button", { name: "Show totals only" }));
    await waitFor(() =>
      expect(within(screen.getByRole("table")).queryByRole("columnheader", { name: /from/ })).toBeNull(),
    );
  });

  it("says why it could not load, with a Retry that reloads the page", async () => {
    const backend = signedInBackend();
    backend.adminData.overview.mockRejectedValueOnce(new BackendError("Server down", 500));
    const reload = spyOnPageReload();
    const { user } = renderSection("/admin/overview", backend);
    const message = await screen.findByText("Failed to load the overview: Server down");
    await user.click(within(message.closest("[role='alert']") as HTMLElement).getByRole("button", { name: "Retry" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
