import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createMemoryBackend } from "@testing/app/memory-backend";
import { setUpApplicationTests, fakeFile, MAYA, renderApplication } from "./application-harness";

setUpApplicationTests();

describe("the saved draft (an accidental reload loses nothing)", () => {
  it("brings back every field and lists the uploaded files again after a remount", async () => {
    const backend = createMemoryBackend();
    const first = renderApplication({ backend });
    await first.fill({ ...MAYA, instagram: "@maya.makes", newsletterConsent: true });
    await first.choose(fakeFile("intro.mp4"));
    await screen.findByRole("button", { name: "Remove intro.mp4" });
    first.unmount();

    const second = renderApplication({ backend });
    await waitFor(() => expect(second.field.firstName()).toHaveValue("Maya"));
    expect(second.field.lastName()).toHaveValue("Patel");
    expect(second.field.email()).toHaveValue("maya@example.com");
    expect(second.field.postcode()).toHaveValue("M1 1AE");
    expect(second.field.niche()).toHaveValue("beauty, fitness");
    expect(second.field.instagram()).toHaveValue("@maya.makes");
    expect(second.field.portfolioUrl()).toHaveValue("https://maya.example");
    expect(second.field.referralSource()).toHaveValue("TikTok");
    expect(second.field.isUKCreator()).toBeChecked();
    expect(second.field.newsletterConsent()).toBeChecked();
    expect(await screen.findByRole("button", { name: "Remove intro.mp4" })).toBeEnabled();

    // The restored file is part of the application.
    await second.submit();
    await waitFor(() => expect(backend.api.submitCreatorApplication).toHaveBeenCalledTimes(1));
    expect(backend.api.submitCreatorApplication.mock.calls[0]![0].uploadedFiles).toEqual([
      expect.objectContaining({ name: "intro.mp4", size: 2_000 }),
    ]);
  });

  it("lists a file that was still uploading as interrupted; choosing it again replaces the entry", async () => {
    const backend = createMemoryBackend();
    const first = renderApplication({ backend });
    backend.uploads.upload.mockImplementationOnce(() => new Promise(() => undefined));
    await first.choose(fakeFile("long.mov", "video/quicktime", 5_000));
    await waitFor(() => expect(backend.uploads.upload).toHaveBeenCalled());
    first.unmount();

    const second = renderApplication({ backend });
    expect(await screen.findByText("Upload interrupted — choose this file again to continue")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dismiss long.mov" })).toBeEnabled();
    await second.choose(fakeFile("long.mov", "video/quicktime", 5_000));
    expect(await screen.findByRole("button", { name: "Remove long.mov" })).toBeEnabled();
    expect(screen.queryByText(/Upload interrupted/)).not.toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("ignores a draft that is not in shape", async () => {
    window.sessionStorage.setItem(
      "creator-application-draft",
      JSON.stringify({
        values: { firstName: 42, lastName: "Patel", uploadedFiles: [{ name: "x" }] },
        interrupted: "no",
      }),
    );
    const { field } = renderApplication();
    await waitFor(() => expect(field.lastName()).toHaveValue("Patel"));
    expect(field.firstName()).toHaveValue("");
    expect(screen.queryByRole("list", { name: "Selected files" })).not.toBeInTheDocument();
  });
});
