import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BackendError, type UploadOptions } from "~/lib/backend";
import type { StoredUploadedFile } from "~/shared/documents";
import { setUpApplicationTests, fakeFile, renderApplication, toasts } from "./application-harness";

setUpApplicationTests();

/** An upload the test drives by hand: progress, phases, then success or failure. */
function heldUpload() {
  const held = {
    options: {} as UploadOptions,
    finish: (_file: StoredUploadedFile) => undefined as void,
    fail: (_error: unknown) => undefined as void,
  };
  const implementation = (file: File, options: UploadOptions = {}) =>
    new Promise<StoredUploadedFile>((resolve, reject) => {
      held.options = options;
      held.finish = resolve;
      held.fail = reject;
      void file;
    });
  return { held, implementation };
}

const row = (name: string) => screen.getByText(name).closest("li")!;

describe("the file list (product.md §P4.4.3)", () => {
  it("shows each upload's own confirmed percentage, a stalled state, then the tick and Remove", async () => {
    const { choose, backend, field } = renderApplication();
    const { held, implementation } = heldUpload();
    backend.uploads.upload.mockImplementationOnce(implementation);
    await choose(fakeFile("intro.mp4", "video/mp4", 1_000));
    await waitFor(() => expect(backend.uploads.upload).toHaveBeenCalled());

    expect(within(row("intro.mp4")).getByText("0%")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Uploading files..." })).toBeInTheDocument();
    expect(field.submit()).toBeDisabled();
    act(() => held.options.onProgress?.(420, 1_000));
    expect(within(row("intro.mp4")).getByText("42%")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Uploading files..." })).toHaveAttribute("value", "42");

    act(() => held.options.onPhase?.({ phase: "stalled" }));
    expect(row("intro.mp4")).toHaveTextContent("stalled — retrying");
    // Announced once to screen readers, beside the visible state.
    expect(screen.getByText("intro.mp4 stalled — retrying")).toHaveAttribute("role", "status");
    act(() => held.options.onPhase?.({ phase: "retrying", attempt: 1, delayMs: 1_000 }));
    expect(row("intro.mp4")).toHaveTextContent("stalled — retrying");
    act(() => held.options.onProgress?.(990, 1_000));
    expect(row("intro.mp4")).not.toHaveTextContent("stalled");
    expect(within(row("intro.mp4")).getByText("99%")).toBeInTheDocument();

    await act(async () => held.finish({ name: "intro.mp4", url: "/files/creator-uploads/u/1-intro.mp4", size: 1_000 }));
    expect(row("intro.mp4")).toHaveTextContent("Uploaded");
    expect(screen.getByRole("button", { name: "Remove intro.mp4" })).toBeEnabled();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(field.submit()).toBeEnabled();
  });

  it("hands the focus on when a file is removed: to the next file, else the one before, else Choose Files", async () => {
    const { choose, user } = renderApplication();
    await choose(fakeFile("a.mp4"), fakeFile("b.mp4"), fakeFile("c.mp4"));
    for (const name of ["a.mp4", "b.mp4", "c.mp4"]) await screen.findByRole("button", { name: `Remove ${name}` });
    await user.click(screen.getByRole("button", { name: "Remove b.mp4" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove c.mp4" })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Remove c.mp4" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove a.mp4" })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Remove a.mp4" }));
    await waitFor(() => expect(screen.getByRole("button", { name: /Choose Files/ })).toHaveFocus());
  });

  it("shows where a resumed upload picked up", async () => {
    const { choose, backend } = renderApplication();
    const { held, implementation } = heldUpload();
    backend.uploads.upload.mockImplementationOnce(implementation);
    await choose(fakeFile("intro.mp4", "video/mp4", 1_000));
    await waitFor(() => expect(backend.uploads.upload).toHaveBeenCalled());
    act(() => held.options.onResume?.(600));
    expect(within(row("intro.mp4")).getByText("60%")).toBeInTheDocument();
  });

  it("refuses a 4th file, other types and files over 1 GB with the product's messages", async () => {
    const { choose, backend } = renderApplication();
    await choose(fakeFile("a.mp4"), fakeFile("b.mov", "video/quicktime"));
    await screen.findByRole("button", { name: "Remove b.mov" });
    await choose(fakeFile("c.mp4"), fakeFile("d.mp4"));
    await waitFor(() =>
      expect(toasts()).toContain("You can only upload up to 3 files total. You currently have 2 files selected."),
    );
    await choose(fakeFile("holiday.avi", "video/x-msvideo"));
    await choose(fakeFile("huge.mp4", "video/mp4", 1_073_741_825));
    await waitFor(() =>
      expect(toasts()).toEqual(
        expect.arrayContaining(["holiday.avi is not a supported file type.", "huge.mp4 is too large (max 1GB)."]),
      ),
    );
    expect(backend.uploads.upload).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it.each([
    ["storage/unauthorized", "Storage access denied. Please check your connection."],
    ["storage/network-request-failed", "Network error. Please check your internet connection."],
    ["storage/quota-exceeded", "Storage quota exceeded. Please try a smaller file."],
    ["storage/invalid-argument", "This file is not an MP4 or MOV video."],
  ])("drops a failed upload (%s) with its message", async (code, message) => {
    const { choose, backend } = renderApplication();
    backend.uploads.upload.mockRejectedValueOnce(new BackendError("This file is not an MP4 or MOV video.", 415, code));
    await choose(fakeFile("intro.mp4"));
    await waitFor(() => expect(toasts()).toContain(`Failed to upload intro.mp4: ${message}`));
    expect(screen.queryByText("intro.mp4")).not.toBeInTheDocument();
  });

  it("Remove deletes the stored file and says so; a failed removal is only logged", async () => {
    const { choose, backend, user } = renderApplication();
    await choose(fakeFile("a.mp4"), fakeFile("b.mp4"));
    await user.click(await screen.findByRole("button", { name: "Remove a.mp4" }));
    await waitFor(() => expect(toasts()).toContain("a.mp4 removed successfully"));
    expect(backend.state.uploads.map((upload) => upload.name)).toEqual(["b.mp4"]);
    expect(screen.queryByText("a.mp4")).not.toBeInTheDocument();

    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    backend.uploads.deleteByUrl.mockRejectedValueOnce(new BackendError("Failed to remove file", 500));
    await user.click(await screen.findByRole("button", { name: "Remove b.mp4" }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText("b.mp4")).not.toBeInTheDocument();
    expect(toasts()).not.toContain("b.mp4 removed successfully");
  });

  it("uploads as the applicant's own anonymous session", async () => {
    const { choose, backend } = renderApplication();
    await choose(fakeFile("a.mp4"));
    await screen.findByRole("button", { name: "Remove a.mp4" });
    expect(backend.auth.signInAnonymously).toHaveBeenCalledTimes(1);
    expect(backend.state.uploads[0]?.ownerUid).toMatch(/^anonymous-/);
  });

  it("asks before the page is left while an upload runs, and not after", async () => {
    const { choose, backend } = renderApplication();
    const { held, implementation } = heldUpload();
    backend.uploads.upload.mockImplementationOnce(implementation);
    await choose(fakeFile("intro.mp4"));
    await waitFor(() => expect(backend.uploads.upload).toHaveBeenCalled());
    const leaving = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leaving()).toBe(true);
    await act(async () => held.finish({ name: "intro.mp4", url: "/files/creator-uploads/u/1-intro.mp4", size: 2_000 }));
    expect(leaving()).toBe(false);
  });

  it("asks before following a link while an upload runs; leaving cancels it", async () => {
    const { choose, backend, router, user } = renderApplication();
    const { held, implementation } = heldUpload();
    backend.uploads.upload.mockImplementationOnce(implementation);
    await choose(fakeFile("intro.mp4"));
    await waitFor(() => expect(backend.uploads.upload).toHaveBeenCalled());

    await act(() => router.navigate("/"));
    const ask = await screen.findByRole("dialog", { name: "Your videos are still uploading" });
    expect(within(ask).getByRole("button", { name: "Stay on this page" })).toHaveFocus();
    await user.click(within(ask).getByRole("button", { name: "Stay on this page" }));
    expect(router.state.location.pathname).toBe("/creator-signup");
    expect(held.options.signal?.aborted).toBe(false);

    await act(() => router.navigate("/"));
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(held.options.signal?.aborted).toBe(true);
  });
});
