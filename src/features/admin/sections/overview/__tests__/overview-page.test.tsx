import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BackendError } from "~/lib/backend";
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

  it("says why it could not load, with Retry", async () => {
    const backend = signedInBackend();
    backend.adminData.overview.mockRejectedValueOnce(new BackendError("Server down", 500));
    const { user } = renderSection("/admin/overview", backend);
    const message = await screen.findByText("Failed to load the overview: Server down");
    await user.click(within(message.closest("[role='alert']") as HTMLElement).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
  });
});
