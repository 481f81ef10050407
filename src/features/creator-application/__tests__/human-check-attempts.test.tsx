import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeGoogle as google } from "@testing/app/fake-google-recaptcha";
import type { UploadOptions } from "~/lib/backend";
import { setUpApplicationTests, fakeFile, MAYA, renderApplication, toasts } from "./application-harness";

vi.mock("~/config/build-env", async (original) => ({
  ...(await original<object>()),
  RECAPTCHA_SITE_KEY: "test-site-key",
}));
vi.mock("react-google-recaptcha", () => import("@testing/app/fake-google-recaptcha"));

setUpApplicationTests();

beforeAll(async () => {
  // Load the lazy widget once on real time, so the fake clock below measures only the waiting.
  await import("react-google-recaptcha");
});

beforeEach(() => google.clear());
afterEach(() => vi.useRealTimers());

const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Fills in Maya's application and presses Submit on the fake clock. */
async function submitOnFakeClock() {
  const application = renderApplication();
  await application.fill(MAYA);
  vi.useFakeTimers();
  // user-event waits on a timer after each action; a plain click does not.
  fireEvent.click(application.field.submit());
  return application;
}

describe("the application's human check (product.md §P4.5)", () => {
  it("is asked for a token only on submit, and sends it", async () => {
    google.executeAsync.mockResolvedValue("token-1");
    const { fill, submit, backend } = renderApplication();
    await fill(MAYA);
    expect(google.executeAsync).not.toHaveBeenCalled();
    await submit();
    await waitFor(() => expect(backend.api.submitCreatorApplication).toHaveBeenCalledTimes(1));
    expect(backend.api.submitCreatorApplication.mock.calls[0]![0].recaptchaToken).toBe("token-1");
    await waitFor(() => expect(google.reset).toHaveBeenCalled());
  });

  it("tries 3 times, 15 s each with 2 s between, then gives up with the product's toasts", async () => {
    google.executeAsync.mockImplementation(() => new Promise(() => undefined));
    const { backend, field } = await submitOnFakeClock();
    await elapse(100);
    expect(google.executeAsync).toHaveBeenCalledTimes(1);
    expect(field.submit()).toHaveTextContent("Submitting Application...");

    // Each attempt is raced against 15 s (counted from asking, which includes the widget's start).
    await elapse(14_800);
    expect(toasts()).toEqual([]);
    await elapse(200);
    expect(toasts()).toEqual(["reCAPTCHA timed out. Retrying... (1/3)"]);
    await elapse(1_800);
    expect(google.executeAsync).toHaveBeenCalledTimes(1);
    await elapse(200);
    expect(google.executeAsync).toHaveBeenCalledTimes(2);
    await elapse(15_000);
    expect(toasts().at(-1)).toBe("reCAPTCHA timed out. Retrying... (2/3)");
    await elapse(2_000);
    expect(google.executeAsync).toHaveBeenCalledTimes(3);
    await elapse(14_800);
    expect(toasts()).toEqual([]);
    await elapse(200);
    expect(toasts()).toEqual(["reCAPTCHA failed. Please refresh and try again."]);
    expect(google.executeAsync).toHaveBeenCalledTimes(3);
    expect(backend.api.submitCreatorApplication).not.toHaveBeenCalled();
    expect(field.submit()).toHaveTextContent("Submit Application");
    expect(field.firstName()).toHaveValue("Maya");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  }, 30_000);

  it("gives the uploads the same check: a token when an upload asks for one, the widget reset after", async () => {
    google.executeAsync.mockResolvedValueOnce("upload-token").mockResolvedValue("submit-token");
    const { choose, backend } = renderApplication();
    await choose(fakeFile("one.mp4"), fakeFile("two.mp4"));
    await waitFor(() => expect(backend.uploads.upload).toHaveBeenCalledTimes(2));
    // The form only hands the check over; the uploads client asks it when the server needs a token.
    expect(google.executeAsync).not.toHaveBeenCalled();
    const [first, second] = backend.uploads.upload.mock.calls.map((call) => (call[1] ?? {}) as UploadOptions);
    expect(first!.humanCheckToken).toBe(second!.humanCheckToken);
    let token = "";
    await act(async () => {
      token = await first!.humanCheckToken!();
    });
    expect(token).toBe("upload-token");
    expect(google.executeAsync).toHaveBeenCalledTimes(1);
    expect(google.reset).toHaveBeenCalledTimes(1);
  });

  it("an upload's failed check fails that upload with the product's words", async () => {
    google.executeAsync.mockRejectedValue(new Error("no script"));
    const { choose, backend } = renderApplication();
    await choose(fakeFile("one.mp4"));
    await waitFor(() => expect(backend.uploads.upload).toHaveBeenCalledTimes(1));
    const options = (backend.uploads.upload.mock.calls[0]![1] ?? {}) as UploadOptions;
    vi.useFakeTimers();
    let asked: Promise<unknown> = Promise.resolve();
    act(() => {
      asked = options.humanCheckToken!().catch((error: unknown) => error);
    });
    await elapse(10_000);
    expect(await asked).toMatchObject({ message: "reCAPTCHA failed. Please refresh and try again.", status: 400 });
    expect(google.executeAsync).toHaveBeenCalledTimes(3);
  }, 30_000);

  it("a later attempt that answers sends the application", async () => {
    google.executeAsync.mockImplementationOnce(() => new Promise(() => undefined)).mockResolvedValue("late-token");
    const { backend } = await submitOnFakeClock();
    await elapse(17_100);
    expect(google.executeAsync).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
    await waitFor(() => expect(backend.api.submitCreatorApplication).toHaveBeenCalledTimes(1));
    expect(backend.api.submitCreatorApplication.mock.calls[0]![0].recaptchaToken).toBe("late-token");
    expect(toasts()).toContain("reCAPTCHA timed out. Retrying... (1/3)");
  }, 30_000);
});
