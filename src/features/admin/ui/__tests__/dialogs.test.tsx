import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DialogProvider, useDialogs, type Dialogs } from "../dialogs";

function Harness({ onReady }: { onReady: (dialogs: Dialogs) => void }) {
  onReady(useDialogs());
  return <button type="button">Opener</button>;
}

function setup() {
  let dialogs!: Dialogs;
  render(
    <DialogProvider>
      <Harness onReady={(value) => (dialogs = value)} />
    </DialogProvider>,
  );
  return { dialogs: () => dialogs, user: userEvent.setup() };
}

/** Opens a dialog the way a click handler would: inside React's act. */
function ask<T>(open: () => Promise<T>): Promise<T> {
  let answer!: Promise<T>;
  act(() => {
    answer = open();
  });
  return answer;
}

describe("admin dialogs", () => {
  it("confirm: a modal named by its title and described by its question, the box unticked, the answer carries it", async () => {
    const { dialogs, user } = setup();
    screen.getByRole("button", { name: "Opener" }).focus();
    const answer = ask(() =>
      dialogs().confirm({
        title: "Reject Maya?",
        message: "Are you sure?",
        confirmLabel: "Reject and delete",
        destructive: true,
        checkbox: { label: "Send a polite e-mail" },
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Reject Maya?" });
    expect(dialog).toHaveAccessibleDescription("Are you sure?");
    expect(dialog).toHaveAttribute("open");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    const box = within(dialog).getByRole("checkbox", { name: "Send a polite e-mail" });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(within(dialog).getByRole("button", { name: "Reject and delete" }));
    await expect(answer).resolves.toEqual({ checked: true });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // Focus goes back to where it was.
    expect(screen.getByRole("button", { name: "Opener" })).toHaveFocus();
  });

  it("confirm: Escape or Cancel answers null; a non-destructive one starts on its confirm button", async () => {
    const { dialogs, user } = setup();
    const first = ask(() => dialogs().confirm({ title: "Approve?", message: "Sure?", confirmLabel: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve?" });
    expect(within(dialog).getByRole("button", { name: "Approve" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await expect(first).resolves.toBeNull();
    const second = ask(() => dialogs().confirm({ title: "Again?", message: "Sure?", confirmLabel: "Yes" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await expect(second).resolves.toBeNull();
  });

  it("choose: answers the chosen value, or null when cancelled", async () => {
    const { dialogs, user } = setup();
    const choice = ask(() =>
      dialogs().choose({
        title: "Approve creator",
        choices: [
          { value: "rising_star", label: "Rising Star" },
          { value: "pro", label: "Pro" },
        ],
      }),
    );
    await user.click(
      within(await screen.findByRole("dialog", { name: "Approve creator" })).getByRole("button", { name: "Pro" }),
    );
    await expect(choice).resolves.toBe("pro");
    const cancelled = ask(() =>
      dialogs().choose({ title: "Approve creator", choices: [{ value: "pro", label: "Pro" }] }),
    );
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await expect(cancelled).resolves.toBeNull();
  });
});
