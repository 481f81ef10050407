import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { brandSignup, renderSection, signedInBackend } from "../../__tests__/render-section";

configure({ asyncUtilTimeout: 5000 });

describe("the activity log", () => {
  it("lists what the admin did, newest first, with before → after, filterable by action, read-only", async () => {
    const backend = signedInBackend();
    const id = backend.seed("brand-signups", brandSignup({ name: "Asha" }));
    await backend.adminData.updateBrandSignup(id, { status: "contacted" });
    await backend.adminData.exportCsv("brand-signups", { status: "contacted", search: null });
    const { user } = renderSection("/admin/activity", backend);
    const log = await screen.findByRole("list", { name: "Activity log" });
    const entries = within(log)
      .getAllByRole("listitem", { name: "" })
      .filter((item) => item.parentElement === log);
    expect(entries.map((entry) => within(entry).getByRole("strong", { hidden: true }).textContent)).toEqual([
      "Exported a CSV",
      "Changed a brand sign-up",
    ]);
    expect(entries[1]).toHaveTextContent("Status: Pending → Contacted");
    expect(entries[1]).toHaveTextContent("by admin@example.com");
    expect(entries[1]).toHaveTextContent(`Record ${id}`);
    expect(entries[0]).toHaveTextContent("Status: Contacted");

    const filters = screen.getByRole("group", { name: "Filter activity by action" });
    await user.click(await within(filters).findByRole("button", { name: "Changed a brand sign-up (1)" }));
    await waitFor(() => expect(screen.queryByText("Exported a CSV", { selector: "strong" })).toBeNull());
    expect(screen.getByText("Changed a brand sign-up", { selector: "strong" })).toBeInTheDocument();
    // Nothing on the screen edits or deletes an entry.
    expect(within(screen.getByRole("list", { name: "Activity log" })).queryByRole("button")).toBeNull();
  });
});
