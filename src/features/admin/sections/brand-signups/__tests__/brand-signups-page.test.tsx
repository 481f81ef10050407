import { act, configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BackendError } from "~/lib/backend";
import { spyOnPageReload } from "../../../__tests__/render-admin";
import { brandSignup, renderSection, signedInBackend } from "../../__tests__/render-section";

// The machine is shared: a page of cards can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const card = (name: string) => screen.findByRole("article", { name });
const stored = (backend: ReturnType<typeof signedInBackend>, id: string) =>
  backend.state.lists["brand-signups"].find((entry) => entry.id === id)!;

describe("brand sign-ups", () => {
  it("links an address stored before the e-mail rule as one recipient, never with added headers", async () => {
    const backend = signedInBackend();
    backend.seed("brand-signups", brandSignup({ name: "Spy", email: "x?bcc=spy@evil.example" }));
    renderSection("/admin/brand-signups", backend);
    const link = within(await card("Spy")).getByRole("link", { name: "x?bcc=spy@evil.example" });
    expect(link).toHaveAttribute("href", "mailto:x%3Fbcc%3Dspy@evil.example");
  });

  it("shows cards newest first, filters by status with the server's counts, and keeps the filter in the address", async () => {
    const backend = signedInBackend();
    backend.seed("brand-signups", brandSignup({ name: "Asha", status: "contacted" }));
    backend.seed("brand-signups", brandSignup({ name: "Ben" }));
    backend.seed("brand-signups", brandSignup({ name: "Cara", status: "converted" }));
    const { user, router } = renderSection("/admin/brand-signups", backend);
    await card("Cara");
    const names = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(["Cara", "Ben", "Asha"]);

    const filters = screen.getByRole("group", { name: "Filter sign-ups by status" });
    await waitFor(() => expect(within(filters).getByRole("button", { name: "All (3)" })).toBeInTheDocument());
    expect(within(filters).getByRole("button", { name: "Meeting scheduled (0)" })).toBeInTheDocument();
    await user.click(within(filters).getByRole("button", { name: "Contacted (1)" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(await card("Asha")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?status=contacted");
    expect(backend.adminData.counts).toHaveBeenCalledWith("brand-signups");
  });

  it("searches by name, company or e-mail", async () => {
    const backend = signedInBackend();
    backend.seed("brand-signups", brandSignup({ name: "Asha", company_name: "Spice Co", email: "asha@spice.example" }));
    backend.seed("brand-signups", brandSignup({ name: "Ben" }));
    const { user } = renderSection("/admin/brand-signups", backend);
    await card("Ben");
    await user.click(screen.getByLabelText("Search by name, company or e-mail"));
    await user.paste("spice");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(await card("Asha")).toBeInTheDocument();
  });

  it("sets the status and the meeting flag, each change setting updated_at, and shows the new badge", async () => {
    const backend = signedInBackend();
    const id = backend.seed("brand-signups", brandSignup({ name: "Asha" }));
    const before = stored(backend, id).updated_at;
    const { user } = renderSection("/admin/brand-signups", backend);
    const asha = await card("Asha");
    await user.selectOptions(within(asha).getByLabelText("Status"), "meeting_scheduled");
    await waitFor(() => expect(stored(backend, id).status).toBe("meeting_scheduled"));
    expect(stored(backend, id).updated_at > before).toBe(true);
    await waitFor(() =>
      expect(within(asha).getByText("Meeting scheduled", { selector: ".status-badge" })).toBeVisible(),
    );

    const afterStatus = stored(backend, id).updated_at;
    await user.click(within(asha).getByRole("checkbox", { name: "Meeting booked" }));
    await waitFor(() => expect(stored(backend, id).meeting_signed_up).toBe(true));
    expect(stored(backend, id).updated_at > afterStatus).toBe(true);
    expect(within(asha).getByRole("checkbox", { name: "Meeting booked" })).toBeChecked();
  });

  it("says the product's message when a status or meeting change fails, and shows the stored value again", async () => {
    const backend = signedInBackend();
    backend.seed("brand-signups", brandSignup({ name: "Asha" }));
    backend.adminData.updateBrandSignup.mockRejectedValueOnce(new BackendError("Server down", 500));
    backend.adminData.updateBrandSignup.mockRejectedValueOnce(new BackendError("Server down", 500));
    const { user } = renderSection("/admin/brand-signups", backend);
    const asha = await card("Asha");
    await user.selectOptions(within(asha).getByLabelText("Status"), "converted");
    expect(await screen.findByText("Failed to update status")).toBeInTheDocument();
    await waitFor(() => expect(within(asha).getByLabelText("Status")).toHaveValue("pending"));

    await user.click(within(asha).getByRole("checkbox", { name: "Meeting booked" }));
    expect(await screen.findByText("Failed to update meeting signup status")).toBeInTheDocument();
    await waitFor(() => expect(within(asha).getByRole("checkbox", { name: "Meeting booked" })).not.toBeChecked());
  });

  it("deletes only after the product's confirmation, and says so when deleting fails", async () => {
    const backend = signedInBackend();
    const id = backend.seed("brand-signups", brandSignup({ name: "Asha" }));
    const { user } = renderSection("/admin/brand-signups", backend);
    const asha = await card("Asha");
    await user.click(within(asha).getByRole("button", { name: "Delete sign-up from Asha" }));
    let dialog = await screen.findByRole("dialog", { name: "Delete sign-up" });
    expect(dialog).toHaveAccessibleDescription("Are you sure you want to delete this signup?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(stored(backend, id)).toBeDefined();

    backend.adminData.deleteBrandSignup.mockRejectedValueOnce(new BackendError("Server down", 500));
    await user.click(within(asha).getByRole("button", { name: "Delete sign-up from Asha" }));
    dialog = await screen.findByRole("dialog", { name: "Delete sign-up" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete signup")).toBeInTheDocument();
    expect(stored(backend, id)).toBeDefined();

    await user.click(within(asha).getByRole("button", { name: "Delete sign-up from Asha" }));
    dialog = await screen.findByRole("dialog", { name: "Delete sign-up" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Asha" })).toBeNull());
    expect(backend.state.lists["brand-signups"]).toHaveLength(0);
  }, 20_000);

  it("says the product's load failure with a Retry that reloads the page", async () => {
    const backend = signedInBackend();
    backend.seed("brand-signups", brandSignup({ name: "Asha" }));
    backend.adminData.watch.mockImplementationOnce((_list, _query, _onChange, onError) => {
      queueMicrotask(() => onError?.(new BackendError("Cannot connect to database: the live connection was lost")));
      return () => undefined;
    });
    const reload = spyOnPageReload();
    const { user } = renderSection("/admin/brand-signups", backend);
    const message = await screen.findByText(
      "Failed to load brand signups: Cannot connect to database: the live connection was lost",
    );
    const alert = message.closest("[role='alert']") as HTMLElement;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("says the prefix once when the client already worded the failure (a lost network)", async () => {
    const backend = signedInBackend();
    backend.adminData.watch.mockImplementationOnce((_list, _query, _onChange, onError) => {
      queueMicrotask(() =>
        onError?.(new BackendError("Failed to load brand signups: network error", undefined, "network")),
      );
      return () => undefined;
    });
    renderSection("/admin/brand-signups", backend);
    const alert = (await screen.findByText(/^Failed to load brand signups/)).closest("[role='alert']") as HTMLElement;
    expect(alert).toHaveTextContent("Failed to load brand signups: network error");
    expect(alert.textContent).not.toMatch(/Failed to load brand signups: Failed to load/);
  });

  it("saves notes after a pause in typing, and says the product's message when saving fails", async () => {
    const backend = signedInBackend();
    const id = backend.seed("brand-signups", brandSignup({ name: "Asha" }));
    const { user } = renderSection("/admin/brand-signups", backend);
    const notes = within(await card("Asha")).getByLabelText("Notes");
    await user.type(notes, "Call Tuesday");
    await waitFor(() => expect(stored(backend, id).notes).toBe("Call Tuesday"));
    expect(notes).toHaveAccessibleDescription("Saved");

    backend.adminData.updateBrandSignup.mockRejectedValueOnce(new BackendError("Server down", 500));
    await user.type(notes, " 10am");
    await user.click(within(await card("Asha")).getByRole("button", { name: "Save notes" }));
    await waitFor(() => expect(notes).toHaveAccessibleDescription("Failed to save notes"));
    expect(notes).toHaveValue("Call Tuesday 10am");
  });

  it("shows notes changed elsewhere beside the draft instead of overwriting them", async () => {
    const backend = signedInBackend();
    const id = backend.seed("brand-signups", brandSignup({ name: "Asha", notes: "Original" }));
    const { user } = renderSection("/admin/brand-signups", backend);
    const asha = await card("Asha");
    const notes = within(asha).getByLabelText("Notes");
    await user.type(notes, " plus mine");
    // Another tab saves first; the live list brings its version.
    await act(() =>
      backend.adminData.updateBrandSignup(
        id,
        { notes: "Theirs" },
        { expectedUpdatedAt: stored(backend, id).updated_at },
      ),
    );
    const conflict = await within(asha).findByRole("alert");
    expect(conflict).toHaveTextContent("These notes were changed elsewhere");
    expect(conflict).toHaveTextContent("Theirs");
    expect(notes).toHaveValue("Original plus mine");
    expect(stored(backend, id).notes).toBe("Theirs");

    await user.click(within(conflict).getByRole("button", { name: "Keep my notes" }));
    await waitFor(() => expect(stored(backend, id).notes).toBe("Original plus mine"));
    expect(within(asha).queryByRole("alert")).toBeNull();
  });

  it("shows repeats, throwaway addresses and likely duplicates", async () => {
    const backend = signedInBackend();
    const first = backend.seed(
      "brand-signups",
      brandSignup({ name: "Asha First", email: "asha@example.com", created_at: "2026-03-01T10:00:00.000Z" }),
    );
    backend.seed(
      "brand-signups",
      brandSignup({
        name: "Asha",
        repeat_count: 2,
        last_repeat_at: "2026-03-04T12:30:00.000Z",
        repeat_differences: [{ at: "2026-03-04T12:30:00.000Z", submitted: { company_name: "Spice Two" } }],
        flags: { disposable: true, possibleDuplicateOf: first },
      }),
    );
    renderSection("/admin/brand-signups", backend);
    const flags = within(await card("Asha")).getByRole("list", { name: "Flags" });
    expect(flags).toHaveTextContent("Throwaway address");
    await waitFor(() =>
      expect(flags).toHaveTextContent("Possible duplicate of asha@example.com (signed up 01/03/2026 10:00)"),
    );
    expect(flags).toHaveTextContent("Signed up again 2 times, last 04/03/2026 12:30");
    expect(screen.getByText(/Company “Spice Two”/)).toBeInTheDocument();
  });

  it("shows a new sign-up from the public form without a reload", async () => {
    const backend = signedInBackend();
    backend.seed("brand-signups", brandSignup({ name: "Asha" }));
    renderSection("/admin/brand-signups", backend);
    await card("Asha");
    await act(() =>
      backend.api.joinBrandWaitlist({
        ...{ name: "Newcomer", email: "new@brand.example", companyName: "New Co", website: "" },
        ...{ botField: "", emailListOptIn: false, recaptchaToken: "" },
      }),
    );
    expect(await card("Newcomer")).toBeInTheDocument();
  });

  it("exports the filtered view, not the page", async () => {
    const backend = signedInBackend();
    backend.seed("brand-signups", brandSignup({ name: "Asha", status: "contacted" }));
    const { user } = renderSection("/admin/brand-signups?status=contacted&q=asha", backend);
    await card("Asha");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() =>
      expect(backend.state.exports).toEqual([
        { list: "brand-signups", query: { status: "contacted", search: "asha" } },
      ]),
    );
  });
});
