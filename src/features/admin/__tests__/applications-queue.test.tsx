import { act, configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished } from "vitest";
import { BackendError } from "~/lib/backend";
import { ADMIN, adminBackend, application, renderAdmin, spyOnPageReload } from "./render-admin";

function signedIn() {
  const backend = adminBackend();
  backend.accounts.signInAs(ADMIN.email);
  return backend;
}

/** Stores a creator application (the sample one with `fields`) and answers its id. */
const seedApplication = (backend: ReturnType<typeof signedIn>, fields: Parameters<typeof application>[0] = {}) =>
  backend.seed("creator-applications", application(fields));

const list = () => screen.findByRole("list", { name: "Creator applications" });
const rowNames = async () =>
  within(await list())
    .getAllByRole("link")
    .map((row) => row.querySelector(".queue-list__name")?.textContent);

// The machine is shared: rendering 50 rows can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

describe("the applications queue", () => {
  it("lists the newest first, 50 to a page, with Next and Previous", async () => {
    const backend = signedIn();
    for (let n = 1; n <= 51; n++) seedApplication(backend, { firstName: `Applicant${n}` });
    const { user } = renderAdmin("/admin/applications", backend);
    await waitFor(async () => expect(await rowNames()).toHaveLength(50));
    expect((await rowNames())[0]).toBe("Applicant51 Patel");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(async () => expect(await rowNames()).toEqual(["Applicant1 Patel"]));
    expect(screen.getByText("Page 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(async () => expect((await rowNames())[0]).toBe("Applicant51 Patel"));
    // Only the page on screen is listened to.
    const watched = backend.adminData.watch.mock.calls.map(([name, query]) => [name, query.cursor ?? null]);
    expect(watched.every(([name]) => name === "creator-applications")).toBe(true);
  }, 20_000);

  it("filters by status with the server's counts, and searches by name, e-mail or niche", async () => {
    const backend = signedIn();
    seedApplication(backend, { firstName: "Asha", niche: "Food, Travel" });
    seedApplication(backend, { firstName: "Ben", status: "approved_pro" });
    seedApplication(backend, { firstName: "Cara", email: "cara@studio.example" });
    const { user, router } = renderAdmin("/admin/applications", backend);
    await waitFor(async () => expect(await rowNames()).toHaveLength(3));
    const filters = screen.getByRole("group", { name: "Filter by status" });
    await waitFor(() => expect(within(filters).getByRole("button", { name: "Pending (2)" })).toBeInTheDocument());
    expect(within(filters).getByRole("button", { name: "All (3)" })).toHaveAttribute("aria-pressed", "true");

    await user.click(within(filters).getByRole("button", { name: "Pro Creator (1)" }));
    await waitFor(async () => expect(await rowNames()).toEqual(["Ben Patel"]));
    expect(router.state.location.search).toBe("?status=approved_pro");
    expect(backend.adminData.counts).toHaveBeenCalledWith("creator-applications");

    await user.click(within(filters).getByRole("button", { name: "All (3)" }));
    // One paste, not key by key: the search waits for a pause in typing.
    await user.click(screen.getByLabelText("Search by name, e-mail or niche"));
    await user.paste("trav");
    await waitFor(async () => expect(await rowNames()).toEqual(["Asha Patel"]));
    expect(router.state.location.search).toBe("?q=trav");
    await user.clear(screen.getByLabelText("Search by name, e-mail or niche"));
    await user.paste("studio.example");
    await waitFor(async () => expect(await rowNames()).toEqual(["Cara Patel"]));
  }, 20_000);

  it("filters to applications with at least one portrait video; rows show a poster or a placeholder with facts", async () => {
    const backend = signedIn();
    const tall = {
      name: "tall.mp4",
      url: "creator-uploads/u/1-tall.mp4",
      width: 1080,
      height: 1920,
      durationSeconds: 75,
    };
    const wide = {
      name: "wide.mp4",
      url: "creator-uploads/u/2-wide.mp4",
      width: 1920,
      height: 1080,
      durationSeconds: 20,
    };
    seedApplication(backend, { firstName: "Pia", uploadedFiles: [wide, tall], hasPortraitVideo: true });
    seedApplication(backend, { firstName: "Lars", uploadedFiles: [wide], hasPortraitVideo: false });
    const { user, router } = renderAdmin("/admin/applications", backend);
    await waitFor(async () => expect(await rowNames()).toHaveLength(2));
    const pia = within(await list()).getByRole("link", { name: /Pia/ });
    expect(within(pia).getByRole("img", { name: "No preview of wide.mp4" })).toHaveTextContent(
      "1920 × 1080 landscape · 0:20",
    );
    expect(pia).toHaveTextContent("1:15 · 1080 × 1920 portrait · 2 videos");

    // Read as the click leaves the page, after React has handled it: ticked at once, not when the address changes.
    const box = screen.getByRole<HTMLInputElement>("checkbox", { name: "At least one portrait video" });
    const shown: boolean[] = [];
    const read = () => shown.push(box.checked);
    window.addEventListener("click", read);
    onTestFinished(() => window.removeEventListener("click", read));
    await user.click(box);
    expect(shown).toEqual([true]);
    await waitFor(async () => expect(await rowNames()).toEqual(["Pia Patel"]));
    expect(router.state.location.search).toBe("?videos=portrait");
  }, 20_000);

  it("links an applicant address stored before the e-mail rule as one recipient, never with added headers", async () => {
    const backend = signedIn();
    const id = seedApplication(backend, { firstName: "Spy", email: "x?bcc=spy@evil.example" });
    renderAdmin(`/admin/applications/${id}`, backend);
    const detail = await screen.findByRole("article", { name: "Spy Patel" });
    expect(within(detail).getByRole("link", { name: "x?bcc=spy@evil.example" })).toHaveAttribute(
      "href",
      "mailto:x%3Fbcc%3Dspy@evil.example",
    );
  });

  it("a search sent after a pause in typing keeps the application opened meanwhile", async () => {
    const backend = signedIn();
    const id = seedApplication(backend, { firstName: "Rhea" });
    const { user, router } = renderAdmin("/admin/applications", backend);
    await waitFor(async () => expect(await rowNames()).toEqual(["Rhea Patel"]));
    await user.click(screen.getByLabelText("Search by name, e-mail or niche"));
    await user.paste("rhea");
    await user.click(screen.getByRole("link", { name: /Rhea Patel/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=rhea"));
    expect(router.state.location.pathname).toBe(`/admin/applications/${id}`);
  });

  it("shows every field; links only http(s) addresses; plays .mp4/.mov; reads old string entries", async () => {
    const backend = signedIn();
    const id = seedApplication(backend, {
      firstName: "Dev",
      lastName: "Shah",
      email: "dev@example.com",
      postcode: "LS1 4AP",
      niche: "Tech, Gaming",
      portfolioUrl: "javascript:alert(1)",
      instagram: "https://instagram.com/dev",
      tiktok: "@devshah",
      referralSource: "YouTube",
      newsletterConsent: true,
      submittedAt: "2026-03-05T14:03:00.000Z",
      uploadedFiles: [
        {
          name: "intro.mp4",
          url: "/files/creator-uploads/u1/1-intro.mp4",
          size: 5 * 1024 * 1024,
          durationSeconds: 42,
        },
        "https://cdn.example/creator-uploads/2-old%20clip.MOV",
        { name: "notes.pdf", url: "/files/creator-uploads/u1/3-notes.pdf" },
      ],
    });
    const { container } = renderAdmin(`/admin/applications/${id}`, backend);
    const detail = await screen.findByRole("article", { name: "Dev Shah" });
    expect(within(detail).getByText("Applied 5 March 2026 at 14:03")).toBeInTheDocument();
    expect(within(detail).getByText("Pending")).toBeInTheDocument();
    expect(within(detail).getByRole("link", { name: "dev@example.com" })).toHaveAttribute(
      "href",
      "mailto:dev@example.com",
    );
    expect(within(detail).getByText("LS1 4AP")).toBeInTheDocument();
    expect(within(detail).getByText("Tech").tagName).toBe("LI");
    expect(within(detail).getByText("Gaming").tagName).toBe("LI");
    // The script address is text, never a link.
    expect(within(detail).getByText("javascript:alert(1)").closest("a")).toBeNull();
    expect(within(detail).getByRole("link", { name: "https://instagram.com/dev" })).toHaveAttribute(
      "href",
      "https://instagram.com/dev",
    );
    expect(within(detail).getByText("@devshah").closest("a")).toBeNull();
    expect(within(detail).getByText("YouTube")).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll("video")).toHaveLength(2));
    const videos = container.querySelectorAll("video");
    expect([...videos].map((video) => video.getAttribute("src"))).toEqual([
      "/files/creator-uploads/u1/1-intro.mp4",
      "https://cdn.example/creator-uploads/2-old%20clip.MOV",
    ]);
    expect(within(detail).getByText("· 0:42 · 5.0 MB", { exact: false })).toBeInTheDocument();
    expect(within(detail).getByText("2-old clip.MOV")).toBeInTheDocument();
    expect(within(detail).getByRole("link", { name: /notes\.pdf/ })).toBeInTheDocument();
  });

  it("plays each file from the address the server names for it, never the stored reference itself", async () => {
    const backend = signedIn();
    const path = "creator-uploads/u1/1-intro.mp4";
    const id = seedApplication(backend, {
      firstName: "Ola",
      lastName: "Path",
      uploadedFiles: [{ name: "intro.mp4", url: path }],
    });
    // Firebase: the application names the object path; the function answers a signed URL.
    const signed = "https://storage.googleapis.com/bucket/creator-uploads/u1/1-intro.mp4?X-Goog-Signature=abc";
    backend.adminData.fileAddresses.mockResolvedValueOnce({ [path]: signed });
    const { container } = renderAdmin(`/admin/applications/${id}`, backend);
    const detail = await screen.findByRole("article", { name: "Ola Path" });
    await waitFor(() => expect(container.querySelector("video")).toHaveAttribute("src", signed));
    expect(backend.adminData.fileAddresses).toHaveBeenCalledWith(id);
    expect(within(detail).getByRole("figure")).toHaveTextContent("intro.mp4");
  });

  it("says so when the videos' addresses cannot be loaded, and plays nothing from a bare path", async () => {
    const backend = signedIn();
    const id = seedApplication(backend, {
      firstName: "Ola",
      lastName: "Down",
      uploadedFiles: [{ name: "intro.mp4", url: "creator-uploads/u1/1-intro.mp4" }],
    });
    backend.adminData.fileAddresses.mockRejectedValueOnce(new BackendError("Failed to load the videos", 500));
    const { container } = renderAdmin(`/admin/applications/${id}`, backend);
    const detail = await screen.findByRole("article", { name: "Ola Down" });
    expect(await within(detail).findByRole("alert")).toHaveTextContent(
      "The videos could not be loaded. Reload the page to try again.",
    );
    expect(container.querySelector("video")).toBeNull();
    expect(within(detail).getByText("intro.mp4").closest("a")).toBeNull();
  });

  it("shows Approve and Reject only on pending applications", async () => {
    const backend = signedIn();
    const approved = seedApplication(backend, { firstName: "Eve", status: "approved_rising_star" });
    const { router } = renderAdmin(`/admin/applications/${approved}`, backend);
    const detail = await screen.findByRole("article", { name: "Eve Patel" });
    expect(within(detail).getByText("Rising Star")).toBeInTheDocument();
    expect(within(detail).queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    expect(within(detail).queryByRole("button", { name: "Reject" })).not.toBeInTheDocument();
    let pending = "";
    act(() => void (pending = seedApplication(backend, { firstName: "Fay" })));
    await act(() => router.navigate(`/admin/applications/${pending}`));
    const pendingDetail = await screen.findByRole("article", { name: "Fay Patel" });
    expect(within(pendingDetail).getByRole("button", { name: "Approve" })).toBeInTheDocument();
    expect(within(pendingDetail).getByRole("button", { name: "Reject" })).toBeInTheDocument();
  });

  it("approves as Pro with the admin's e-mail, says so in the product's words and opens the next pending one", async () => {
    const backend = signedIn();
    const older = seedApplication(backend, { firstName: "Gus" });
    const newer = seedApplication(backend, { firstName: "Hana" });
    const { user, router } = renderAdmin(`/admin/applications/${newer}`, backend);
    const detail = await screen.findByRole("article", { name: "Hana Patel" });
    await user.click(within(detail).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve creator" });
    await user.click(within(dialog).getByRole("button", { name: "Pro" }));
    expect(await screen.findByText("Creator approved successfully! Email sent: Yes")).toBeInTheDocument();
    expect(backend.api.approveCreator).toHaveBeenCalledWith({
      applicationId: newer,
      approvalType: "pro",
      adminEmail: ADMIN.email,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/applications/${older}`));
    expect(await screen.findByRole("article", { name: "Gus Patel" })).toBeInTheDocument();
  });

  it("approve failures show the product's messages", async () => {
    const backend = signedIn();
    const id = seedApplication(backend, { firstName: "Ida" });
    backend.api.approveCreator.mockRejectedValueOnce(new BackendError("Creator application not found", 404));
    backend.api.approveCreator.mockRejectedValueOnce(new BackendError("Authentication required", 401));
    const { user } = renderAdmin(`/admin/applications/${id}`, backend);
    const detail = await screen.findByRole("article", { name: "Ida Patel" });
    await user.click(within(detail).getByRole("button", { name: "Approve" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Rising Star" }));
    expect(await screen.findByText("Failed to approve creator: Creator application not found")).toBeInTheDocument();
    await user.click(within(detail).getByRole("button", { name: "Approve" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Rising Star" }));
    expect(await screen.findByText("You must be logged in to approve creators")).toBeInTheDocument();
  });

  it("rejects after the product's confirmation; the polite e-mail only when its box is ticked", async () => {
    const backend = signedIn();
    const first = seedApplication(backend, { firstName: "Jo", email: "jo@example.com" });
    const second = seedApplication(backend, { firstName: "Kim", email: "kim@example.com" });
    const { user } = renderAdmin(`/admin/applications/${second}`, backend);

    await user.click(
      within(await screen.findByRole("article", { name: "Kim Patel" })).getByRole("button", { name: "Reject" }),
    );
    let dialog = await screen.findByRole("dialog", { name: "Reject Kim Patel?" });
    expect(dialog).toHaveAccessibleDescription(
      "Are you sure you want to reject and delete this creator application? This action cannot be undone.",
    );
    const box = within(dialog).getByRole("checkbox", { name: "Send a polite 'not selected this time' e-mail" });
    expect(box).not.toBeChecked();
    // Focus starts on Cancel: a stray Enter deletes nothing.
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Reject and delete" }));
    expect(await screen.findByText("Creator application deleted successfully.")).toBeInTheDocument();
    expect(backend.api.deleteCreatorApplication).toHaveBeenLastCalledWith({
      applicationId: second,
      notifyApplicant: false,
    });
    expect(backend.state.rejectionEmails).toEqual([]);

    await user.click(
      within(await screen.findByRole("article", { name: "Jo Patel" })).getByRole("button", { name: "Reject" }),
    );
    dialog = await screen.findByRole("dialog", { name: "Reject Jo Patel?" });
    await user.click(within(dialog).getByRole("checkbox"));
    await user.click(within(dialog).getByRole("button", { name: "Reject and delete" }));
    await waitFor(() =>
      expect(backend.api.deleteCreatorApplication).toHaveBeenLastCalledWith({
        applicationId: first,
        notifyApplicant: true,
      }),
    );
    expect(backend.state.rejectionEmails).toEqual(["jo@example.com"]);
    expect(backend.state.lists["creator-applications"]).toEqual([]);
  });

  it("a failed reject shows the product's message and keeps the application", async () => {
    const backend = signedIn();
    const id = seedApplication(backend, { firstName: "Lea" });
    backend.api.deleteCreatorApplication.mockRejectedValueOnce(new BackendError("Boom", 500));
    const { user } = renderAdmin(`/admin/applications/${id}`, backend);
    await user.click(
      within(await screen.findByRole("article", { name: "Lea Patel" })).getByRole("button", { name: "Reject" }),
    );
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Reject and delete" }));
    expect(await screen.findByText("Failed to delete creator application. Please try again.")).toBeInTheDocument();
    expect(backend.state.lists["creator-applications"]).toHaveLength(1);
  });

  it("shows the product's load error with Retry, which reloads the page", async () => {
    const backend = signedIn();
    seedApplication(backend, { firstName: "Max" });
    backend.adminData.watch.mockImplementationOnce((_list, _query, _onChange, onError) => {
      queueMicrotask(() => onError?.(new BackendError("Failed to load: network error", undefined, "network")));
      return () => undefined;
    });
    const reload = spyOnPageReload();
    const { user } = renderAdmin("/admin/applications", backend);
    const message = await screen.findByText("Cannot connect to database: network error");
    const alert = message.closest<HTMLElement>("[role='alert']")!;
    expect(reload).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows an application that could not load with Retry, which reloads the page", async () => {
    const backend = signedIn();
    backend.adminData.get.mockRejectedValueOnce(new BackendError("Server down", 500, "internal"));
    const reload = spyOnPageReload();
    const { user } = renderAdmin("/admin/applications/memory-000404", backend);
    const message = await screen.findByText("Failed to fetch applications: Server down (Code: internal)");
    await user.click(within(message.closest<HTMLElement>("[role='alert']")!).getByRole("button", { name: "Retry" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows a change made elsewhere without a reload", async () => {
    const backend = signedIn();
    seedApplication(backend, { firstName: "Nia" });
    renderAdmin("/admin/applications", backend);
    await waitFor(async () => expect(await rowNames()).toEqual(["Nia Patel"]));
    act(() => void seedApplication(backend, { firstName: "Omar" }));
    await waitFor(async () => expect(await rowNames()).toEqual(["Omar Patel", "Nia Patel"]));
  });
});
