import { act, configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BackendError } from "~/lib/backend";
import { renderSection, signedInBackend } from "../../__tests__/render-section";

configure({ asyncUtilTimeout: 5000 });

const message = (name: string, createdAt: string) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  message: `Hello from ${name}\n<b>not bold</b>`,
  createdAt,
});

describe("contact messages", () => {
  it("links an address stored before the e-mail rule as one recipient, never with added headers", async () => {
    const backend = signedInBackend();
    backend.seed("contact-messages", {
      ...message("Spy", "2026-03-01T09:00:00.000Z"),
      email: "x?bcc=spy@evil.example",
    });
    renderSection("/admin/contact", backend);
    const link = await screen.findByRole("link", { name: "x?bcc=spy@evil.example" });
    expect(link).toHaveAttribute("href", "mailto:x%3Fbcc%3Dspy@evil.example");
  });

  it("lists messages newest first with a mailto link, the UK date and the text as written", async () => {
    const backend = signedInBackend();
    backend.seed("contact-messages", message("Older", "2026-03-01T09:00:00.000Z"));
    backend.seed("contact-messages", message("Newer", "2026-07-02T14:05:00.000Z"));
    renderSection("/admin/contact", backend);
    const list = await screen.findByRole("list", { name: "Contact messages" });
    const items = within(list).getAllByRole("article");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual(["Newer", "Older"]);
    expect(within(items[0]!).getByRole("link", { name: "newer@example.com" })).toHaveAttribute(
      "href",
      "mailto:newer@example.com",
    );
    // British Summer Time: 14:05 UTC is 15:05 in London.
    expect(within(items[0]!).getByText("02/07/2026 15:05")).toBeInTheDocument();
    expect(within(items[0]!).getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
  });

  it("shows a new message without a reload", async () => {
    const backend = signedInBackend();
    renderSection("/admin/contact", backend);
    await screen.findByText("No messages yet.");
    await act(() =>
      backend.contact.sendContactMessage({
        name: "Live",
        email: "live@example.com",
        message: "Hi",
        recaptchaToken: "",
      }),
    );
    expect(await screen.findByRole("heading", { name: "Live" })).toBeInTheDocument();
  });

  it("deletes a message only after confirming, and says so when deleting fails", async () => {
    const backend = signedInBackend();
    backend.seed("contact-messages", message("Erase", "2026-03-01T09:00:00.000Z"));
    const { user } = renderSection("/admin/contact", backend);
    const remove = await screen.findByRole("button", { name: "Delete message from Erase" });
    await user.click(remove);
    let dialog = await screen.findByRole("dialog", { name: "Delete message" });
    expect(dialog).toHaveAccessibleDescription("Are you sure you want to delete this message? This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(backend.state.lists["contact-messages"]).toHaveLength(1);

    backend.adminData.deleteContactMessage.mockRejectedValueOnce(new BackendError("Server down", 500));
    await user.click(remove);
    dialog = await screen.findByRole("dialog", { name: "Delete message" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete message")).toBeInTheDocument();

    await user.click(remove);
    dialog = await screen.findByRole("dialog", { name: "Delete message" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Erase" })).toBeNull());
    expect(backend.state.lists["contact-messages"]).toHaveLength(0);
    // The deleted message's button went with it: focus is on the section, not lost.
    expect(screen.getByRole("heading", { name: "Contact", level: 1 })).toHaveFocus();
    expect(await screen.findByText("Message deleted.")).toBeInTheDocument();
  }, 20_000);
});
