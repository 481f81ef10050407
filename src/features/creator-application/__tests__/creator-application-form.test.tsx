import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BackendError } from "~/lib/backend";
import { CREATOR_APPLICATION_MESSAGES as M } from "~/shared/schemas/creator-application";
import { setUpApplicationTests, fakeFile, MAYA, renderApplication, toasts, TYPED_FIELDS } from "./application-harness";

setUpApplicationTests();

/** The field error under each control: product.md shows only the first failure. */
const fieldErrors = () => [...document.querySelectorAll(".field__error")].map((item) => item.textContent);

describe("the creator application's checks (product.md §P4.3.5–6)", () => {
  it("shows each failure in the product's order, one at a time, as a toast and under its field", async () => {
    const { fill, submit, field, backend } = renderApplication();
    const steps: Array<[() => Promise<void>, string, () => HTMLElement]> = [
      [async () => undefined, M.firstNameRequired, field.firstName],
      [() => fill({ firstName: MAYA.firstName }), M.lastNameRequired, field.lastName],
      [() => fill({ lastName: MAYA.lastName }), M.emailRequired, field.email],
      [() => fill({ email: "maya.example.com" }), M.emailInvalid, field.email],
      [() => fill({ email: MAYA.email }), M.postcodeRequired, field.postcode],
      [() => fill({ postcode: MAYA.postcode }), M.portfolioOrFileRequired, field.portfolioUrl],
      [() => fill({ instagram: "@maya.makes" }), M.nicheRequired, field.niche],
      [() => fill({ niche: "beauty" }), M.referralRequired, field.referralSource],
      [() => fill({ referralSource: "Instagram Ad" }), M.ukCreatorRequired, field.isUKCreator],
    ];
    const shown: string[] = [];
    for (const [change, message, failing] of steps) {
      await change();
      await submit();
      await waitFor(() => expect(toasts().at(-1)).toBe(message));
      expect(fieldErrors()).toEqual([message]);
      expect(failing()).toHaveFocus();
      shown.push(message);
    }
    expect(shown).toEqual([
      "First name is required",
      "Last name is required",
      "Email is required",
      "Please enter a valid email",
      "Postcode is required",
      "Please provide a portfolio/social link or upload at least 1 file.",
      "Please enter at least one niche",
      "Please tell us how you heard about us",
      "Please confirm you are a UK creator",
    ]);
    expect(backend.api.submitCreatorApplication).not.toHaveBeenCalled();

    await fill({ isUKCreator: true });
    await submit();
    await waitFor(() => expect(backend.api.submitCreatorApplication).toHaveBeenCalledTimes(1));
  }, 40_000);

  it("takes a blank-looking niche or link as missing", async () => {
    const { fill, submit } = renderApplication();
    await fill({ ...MAYA, portfolioUrl: "   ", niche: "   " });
    await submit();
    await waitFor(() => expect(toasts().at(-1)).toBe(M.portfolioOrFileRequired));
  });

  it("an uploaded file stands in for a link", async () => {
    const { fill, submit, choose, backend } = renderApplication();
    await fill({ ...MAYA, portfolioUrl: "" });
    await choose(fakeFile("intro.mp4"));
    await screen.findByRole("button", { name: "Remove intro.mp4" });
    await submit();
    await waitFor(() => expect(backend.api.submitCreatorApplication).toHaveBeenCalledTimes(1));
    const [sent] = backend.api.submitCreatorApplication.mock.calls[0]!;
    expect(sent.uploadedFiles).toEqual([
      { name: "intro.mp4", url: expect.stringMatching(/^\/files\/creator-uploads\//), size: 2_000 },
    ]);
  });

  it("says the form's other rules word for word (link format, lengths)", async () => {
    const { fill, submit } = renderApplication();
    await fill({ ...MAYA, instagram: "ftp://maya" });
    await submit();
    await waitFor(() =>
      expect(toasts().at(-1)).toBe("Instagram must be a link starting with http:// or https://, or an @handle"),
    );
    await fill({ instagram: "", postcode: "X".repeat(21) });
    await submit();
    await waitFor(() => expect(toasts().at(-1)).toBe("Postcode must be 20 characters or fewer"));
    await fill({ postcode: "M1 1AE", firstName: "Verify at paypal.com" });
    await submit();
    await waitFor(() => expect(toasts().at(-1)).toBe("First name cannot contain a web or e-mail address"));
    await fill({ firstName: "Maya", lastName: "Call 07700 900123" });
    await submit();
    await waitFor(() =>
      expect(toasts().at(-1)).toBe("Last name can only contain letters, spaces, apostrophes, hyphens and full stops"),
    );
  });

  it("refuses a link or a phone number spelt with look-alike letters before sending", async () => {
    const { fill, submit } = renderApplication();
    await fill({ ...MAYA, firstName: "paypal\ua4f8com" });
    await submit();
    await waitFor(() => expect(toasts().at(-1)).toBe("First name cannot contain a web or e-mail address"));
    await fill({ firstName: "Maya", lastName: "Call \u041e\u0417\u041e\u041e \u0406\u0406\u0406" });
    await submit();
    await waitFor(() => expect(toasts().at(-1)).toBe("Last name cannot contain a phone number or other numbers"));
    await fill({ lastName: "P\u0430tel" });
    await submit();
    await waitFor(() => expect(toasts().at(-1)).toBe("Last name cannot mix alphabets within a word"));
  });
});

describe("sending the application (product.md §P4.3.8–11)", () => {
  it("sends the checked values, then says so, opens the modal and empties everything", async () => {
    const { fill, submit, choose, field, backend, router, user } = renderApplication();
    await fill({ ...MAYA, instagram: "@maya.makes", newsletterConsent: true });
    await choose(fakeFile("intro.mp4"));
    await screen.findByRole("button", { name: "Remove intro.mp4" });
    expect(window.sessionStorage.length).toBe(1);

    await submit();
    const dialog = await screen.findByRole("dialog", { name: "Application Submitted!" });
    expect(toasts()).toContain("Application submitted! We'll be in touch soon.");
    const [sent] = backend.api.submitCreatorApplication.mock.calls[0]!;
    expect(sent).toMatchObject({
      firstName: "Maya",
      lastName: "Patel",
      email: "maya@example.com",
      postcode: "M1 1AE",
      portfolioUrl: "https://maya.example",
      instagram: "https://www.instagram.com/maya.makes",
      tiktok: "",
      niche: "beauty, fitness",
      referralSource: "TikTok",
      isUKCreator: true,
      newsletterConsent: true,
      recaptchaToken: "",
      uploadedFiles: [{ name: "intro.mp4", url: expect.any(String), size: 2_000 }],
    });

    // Reset: every field empty or false, no file listed or selected, no draft left.
    for (const name of TYPED_FIELDS) {
      expect(field[name]()).toHaveValue("");
    }
    expect(field.referralSource()).toHaveValue("");
    expect(field.isUKCreator()).not.toBeChecked();
    expect(field.newsletterConsent()).not.toBeChecked();
    expect(screen.queryByRole("list", { name: "Selected files" })).not.toBeInTheDocument();
    expect(field.files().files).toHaveLength(0);
    expect(field.files()).toHaveValue("");
    expect(window.sessionStorage.length).toBe(0);

    // The modal has focus on its button and takes the applicant home.
    const home = within(dialog).getByRole("button", { name: "Go to Homepage" });
    expect(home).toHaveFocus();
    await user.click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("shows 'Submitting Application...' and stays disabled while the request runs", async () => {
    const { fill, submit, field, backend } = renderApplication();
    let answer: (value: { id: string }) => void = () => undefined;
    backend.api.submitCreatorApplication.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await fill(MAYA);
    await submit();
    await waitFor(() => expect(field.submit()).toHaveTextContent("Submitting Application..."));
    expect(field.submit()).toBeDisabled();
    answer({ id: "new" });
    await waitFor(() => expect(field.submit()).toHaveTextContent("Submit Application"));
  });

  it.each([
    ["the server's error text", new BackendError("Too many requests. Please wait a minute and try again.", 429)],
    ["the 30 s timeout", new BackendError("Request timed out", undefined, "timeout")],
    ["no answer", new BackendError("", undefined, "network"), "Application submission failed. Please try again."],
    ["anything else", new TypeError("Failed to fetch"), "Application submission failed. Please try again."],
  ])("on failure (%s) says why and keeps every value and file", async (_case, error, message = error.message) => {
    const { fill, submit, choose, field, backend } = renderApplication();
    backend.api.submitCreatorApplication.mockRejectedValueOnce(error);
    await fill({ ...MAYA, instagram: "@maya.makes", newsletterConsent: true });
    await choose(fakeFile("intro.mp4"));
    await screen.findByRole("button", { name: "Remove intro.mp4" });
    // The draft is saved in an effect, which can run just after the finished upload has been drawn.
    const saved = () => JSON.parse(window.sessionStorage.getItem("creator-application-draft") ?? "{}");
    await waitFor(() => expect(saved().values?.uploadedFiles).toHaveLength(1));
    const draft = window.sessionStorage.getItem("creator-application-draft");

    await submit();
    await waitFor(() => expect(toasts().at(-1)).toBe(message));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(field.firstName()).toHaveValue("Maya");
    expect(field.instagram()).toHaveValue("@maya.makes");
    expect(field.referralSource()).toHaveValue("TikTok");
    expect(field.isUKCreator()).toBeChecked();
    expect(field.newsletterConsent()).toBeChecked();
    expect(screen.getByRole("button", { name: "Remove intro.mp4" })).toBeEnabled();
    expect(backend.uploads.deleteByUrl).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem("creator-application-draft")).toBe(draft);
    expect(field.submit()).toBeEnabled();
  });
});
