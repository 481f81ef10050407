import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN, adminBackend, application, renderAdmin } from "./render-admin";

configure({ asyncUtilTimeout: 5000 });

function seeded() {
  const backend = adminBackend();
  backend.accounts.signInAs(ADMIN.email);
  const ids = ["Cleo", "Bea", "Ada"].map((firstName) =>
    backend.seed("creator-applications", application({ firstName })),
  );
  return { backend, ids };
}

/** The list's listener answers with the page as it was opened and never tells of a change. */
function firstAnswerOnly(backend: ReturnType<typeof adminBackend>) {
  const watch = backend.adminData.watch.getMockImplementation()!;
  backend.adminData.watch.mockImplementation((list, query, onChange, onError) => {
    let answered = false;
    return watch(
      list,
      query,
      (page) => {
        if (!answered) onChange(page);
        answered = true;
      },
      onError,
    );
  });
}

const statusOf = (backend: ReturnType<typeof adminBackend>, id: string) =>
  backend.state.lists["creator-applications"].find((item) => item.id === id)?.status ?? "deleted";

describe("keyboard review", () => {
  // The list shows its listener's first answer and then each change it reports: the review must be
  // right whether the decisions made so far have reached the list or not.
  it.each([
    ["once changes reach the list", true],
    ["before changes reach the list", false],
  ])(
    "reviews three applications with the keyboard alone: j, Enter, p, r, x, each confirmed (%s)",
    async (_, live) => {
      const { backend, ids } = seeded();
      const [cleo, bea, ada] = ids as [string, string, string];
      if (!live) firstAnswerOnly(backend);
      const { user, router } = renderAdmin("/admin/applications", backend);
      await screen.findByRole("list", { name: "Creator applications" });
      if (live) await waitFor(() => expect(backend.adminData.watch).toHaveBeenCalled());

      // j highlights the first (newest) row; Enter opens it.
      await user.keyboard("j");
      expect(screen.getByRole("link", { name: /Ada Patel/ })).toHaveFocus();
      await user.keyboard("{Enter}");
      await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/applications/${ada}`));
      expect(await screen.findByRole("heading", { name: "Ada Patel", level: 2 })).toHaveFocus();

      // p asks first; Enter on the focused confirm button approves as Pro; the next pending one opens.
      await user.keyboard("p");
      const proDialog = await screen.findByRole("dialog", { name: "Approve as Pro?" });
      expect(within(proDialog).getByRole("button", { name: "Approve as Pro" })).toHaveFocus();
      await user.keyboard("{Enter}");
      await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/applications/${bea}`));
      await waitFor(() => expect(screen.getByRole("heading", { name: "Bea Patel", level: 2 })).toHaveFocus());
      expect(statusOf(backend, ada)).toBe("approved_pro");

      // r: Rising Star, confirmed the same way.
      await user.keyboard("r");
      await screen.findByRole("dialog", { name: "Approve as Rising Star?" });
      await user.keyboard("{Enter}");
      await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/applications/${cleo}`));
      await waitFor(() => expect(screen.getByRole("heading", { name: "Cleo Patel", level: 2 })).toHaveFocus());
      expect(statusOf(backend, bea)).toBe("approved_rising_star");

      // x: the product's confirmation; focus starts on Cancel, so Tab to the confirm button, then Enter.
      await user.keyboard("x");
      const rejectDialog = await screen.findByRole("dialog", { name: "Reject Cleo Patel?" });
      expect(rejectDialog).toHaveTextContent(
        "Are you sure you want to reject and delete this creator application? This action cannot be undone.",
      );
      await user.keyboard("{Tab}{Enter}");
      await waitFor(() => expect(statusOf(backend, cleo)).toBe("deleted"));
      // Nothing pending is left: back to the list.
      await waitFor(() => expect(router.state.location.pathname).toBe("/admin/applications"));
    },
    20_000,
  );

  it("Escape cancels a confirmation and returns focus; nothing is decided", async () => {
    const { backend, ids } = seeded();
    const { user } = renderAdmin(`/admin/applications/${ids[2]}`, backend);
    const heading = await screen.findByRole("heading", { name: "Ada Patel", level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.keyboard("x");
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(heading).toHaveFocus();
    expect(backend.api.deleteCreatorApplication).not.toHaveBeenCalled();
  });

  it("never fires while typing in the search box", async () => {
    const { backend, ids } = seeded();
    const { user, router } = renderAdmin(`/admin/applications/${ids[2]}`, backend);
    await screen.findByRole("heading", { name: "Ada Patel", level: 2 });
    await user.click(screen.getByLabelText("Search by name, e-mail or niche"));
    await user.keyboard("jkprx?");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Search by name, e-mail or niche")).toHaveValue("jkprx?");
    expect(router.state.location.pathname).toBe(`/admin/applications/${ids[2]}`);
    expect(backend.api.approveCreator).not.toHaveBeenCalled();
  });

  it("? lists the shortcuts", async () => {
    const { backend } = seeded();
    const { user } = renderAdmin("/admin/applications", backend);
    await screen.findByRole("list", { name: "Creator applications" });
    await user.keyboard("?");
    const dialog = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    for (const key of ["j", "k", "Enter", "r", "p", "x", "?"])
      expect(within(dialog).getByText(key)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("does not decide on an application that is not pending", async () => {
    const backend = adminBackend();
    backend.accounts.signInAs(ADMIN.email);
    const id = backend.seed("creator-applications", application({ firstName: "Pia", status: "approved_pro" }));
    const { user } = renderAdmin(`/admin/applications/${id}`, backend);
    await screen.findByRole("heading", { name: "Pia Patel", level: 2 });
    await user.keyboard("x");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByText("Only pending applications can be approved or rejected.")).toBeInTheDocument();
  });
});
