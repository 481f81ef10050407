import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BackendError } from "~/lib/backend";
import { fakeGoogle as google } from "@testing/app/fake-google-recaptcha";
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

let tokens = 0;
beforeEach(() => {
  google.clear();
  tokens = 0;
  google.executeAsync.mockImplementation(() => Promise.resolve(`token-${(tokens += 1)}`));
});
afterEach(() => vi.useRealTimers());

const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const STILL_CHECKING =
  "intro.mp4 is still being checked. Please wait a moment and send your application again; if this message comes back, upload the file again.";
const stillChecking = () => new BackendError(STILL_CHECKING, 409, "video_still_checking");
const SUCCESS = "Application submitted! We'll be in touch soon.";

type Rendered = ReturnType<typeof renderApplication>;

/**
 * The form filled, a video uploaded, the server's answers set by `answers`, and Submit pressed as
 * soon as the row shows the video uploaded; from then on the clock is fake.
 */
async function pressSubmitRightAfterUpload(
  answers: (sent: Rendered["backend"]["api"]["submitCreatorApplication"]) => void,
) {
  const rendered = renderApplication();
  answers(rendered.backend.api.submitCreatorApplication);
  await rendered.fill(MAYA);
  await rendered.choose(fakeFile("intro.mp4"));
  await screen.findByRole("button", { name: "Remove intro.mp4" });
  vi.useFakeTimers();
  // user-event waits on a timer after each action; a plain click does not.
  fireEvent.click(rendered.field.submit());
  await elapse(100);
  return rendered;
}

describe("an application sent while a video is still being checked (product.md §P5.4)", () => {
  it("is sent again by itself every 2 s, each time with a fresh human check, and succeeds with one press", async () => {
    const { backend, field } = await pressSubmitRightAfterUpload((sent) =>
      sent.mockRejectedValueOnce(stillChecking()).mockRejectedValueOnce(stillChecking()),
    );
    const sent = backend.api.submitCreatorApplication;
    expect(sent).toHaveBeenCalledTimes(1);
    expect(field.submit()).toHaveTextContent("Submitting Application...");

    await elapse(1_800);
    expect(sent).toHaveBeenCalledTimes(1);
    await elapse(200);
    expect(sent).toHaveBeenCalledTimes(2);
    expect(field.submit()).toHaveTextContent("Submitting Application...");
    await elapse(2_000);
    expect(sent).toHaveBeenCalledTimes(3);

    expect(screen.getByRole("dialog", { name: "Application Submitted!" })).toBeInTheDocument();
    expect(toasts()).toEqual([SUCCESS]);
    const calls = sent.mock.calls.map(([application]) => application);
    expect(calls.map((application) => application.recaptchaToken)).toEqual(["token-1", "token-2", "token-3"]);
    // The same application each time, its video included.
    const withoutToken = calls.map(({ recaptchaToken: _token, ...rest }) => rest);
    expect(withoutToken[1]).toEqual(withoutToken[0]);
    expect(withoutToken[2]).toEqual(withoutToken[0]);
    expect(withoutToken[0]!.uploadedFiles.map((file) => file.name)).toEqual(["intro.mp4"]);
    expect(google.reset).toHaveBeenCalledTimes(3);
  });

  it("shows the server's message only after about 20 s of answers that it is still being checked, keeping every value", async () => {
    const { backend, field } = await pressSubmitRightAfterUpload((sent) =>
      sent.mockImplementation(() => Promise.reject(stillChecking())),
    );
    const sent = backend.api.submitCreatorApplication;

    await elapse(19_800);
    expect(sent).toHaveBeenCalledTimes(10);
    expect(toasts()).toEqual([]);
    expect(field.submit()).toHaveTextContent("Submitting Application...");
    await elapse(200);
    expect(sent).toHaveBeenCalledTimes(11);
    expect(toasts()).toEqual([STILL_CHECKING]);

    await elapse(10_000);
    expect(sent).toHaveBeenCalledTimes(11);
    expect(field.submit()).toHaveTextContent("Submit Application");
    expect(field.submit()).toBeEnabled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(field.firstName()).toHaveValue("Maya");
    expect(field.email()).toHaveValue("maya@example.com");
    expect(field.referralSource()).toHaveValue("TikTok");
    expect(field.isUKCreator()).toBeChecked();
    expect(screen.getByRole("button", { name: "Remove intro.mp4" })).toBeEnabled();
  });

  it("any other failure is shown at once, without sending again", async () => {
    const { backend } = await pressSubmitRightAfterUpload((sent) =>
      sent.mockRejectedValueOnce(new BackendError("intro.mp4 was not found. Please upload it again.", 400)),
    );
    const sent = backend.api.submitCreatorApplication;
    expect(toasts()).toEqual(["intro.mp4 was not found. Please upload it again."]);
    await elapse(4_000);
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
