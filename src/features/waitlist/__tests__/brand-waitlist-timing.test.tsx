import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOKING_URL } from "~/shared/brand";
import { fakeGoogle } from "@testing/app/fake-google-recaptcha";
import { BrandWaitlistForm } from "../brand-waitlist-form";
import { EMAIL_LIST_OPT_IN_WORDING } from "../waitlist-copy";

// A site key is set so the human check really runs (against a stand-in for Google's widget).
vi.mock("~/config/build-env", async (original) => ({
  ...(await original<object>()),
  RECAPTCHA_SITE_KEY: "test-site-key",
}));
vi.mock("react-google-recaptcha", () => import("@testing/app/fake-google-recaptcha"));
// The real HTTP client (it owns the 15 s limit and the product's texts) against a fetch the test controls.
vi.mock("~/lib/backend", async (importOriginal) =>
  (await import("@testing/app/real-http-backend")).withRealHttpApi(importOriginal),
);

const SUCCESS = "Thank you! for signing up we cant wait to speak with you soon.";
const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown = {}) {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

/** A server that never answers; the request only ends when the client aborts it. */
function hangingServer() {
  fetchMock.mockImplementation(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
      }),
  );
}

function renderForm({ optIn = false } = {}) {
  const router = createMemoryRouter([{ path: "*", element: <BrandWaitlistForm /> }], {
    initialEntries: ["/brand-signup"],
  });
  render(<RouterProvider router={router} />);
  // Using the form arms the human check, as a visitor's first focus does.
  fireEvent.focusIn(screen.getByRole("textbox", { name: "Name" }));
  const type = (name: string, value: string) =>
    fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });
  type("Name", "Sam Brand");
  type("Email", "sam@glow.example");
  type("Company name", "Glow Ltd");
  if (optIn) fireEvent.click(screen.getByRole("checkbox", { name: EMAIL_LIST_OPT_IN_WORDING }));
  return { submit: () => fireEvent.click(screen.getByRole("button", { name: "Join the Waitlist" })) };
}

/** Lets timers, the schema and widget imports, and React's updates run. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const sentBody = (call = 0) => JSON.parse(fetchMock.mock.calls[call]![1]!.body as string) as Record<string, unknown>;

const stillSubmitting = () => {
  expect(screen.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
};

beforeAll(async () => {
  // The schema and the widget load once per test file: load them on real time, so each test's
  // fake clock counts only the form's own waiting.
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(window, "open").mockReturnValue(null);
  fakeGoogle.executeAsync.mockResolvedValue("token");
  answer(200, { ok: true });
  renderForm({ optIn: true }).submit();
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(SUCCESS));
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

beforeEach(() => {
  vi.useFakeTimers();
  fakeGoogle.clear();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(window, "open").mockReturnValue(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the human check runs on every sign-up (product.md §P4.2)", () => {
  it("runs for an unticked opt-in too, sends its token, and is reset after use", async () => {
    fakeGoogle.executeAsync.mockResolvedValue("token-abc");
    answer(200, { ok: true });
    renderForm().submit();
    await elapse(0);
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
    expect(fakeGoogle.executeAsync).toHaveBeenCalledTimes(1);
    expect(sentBody()).toMatchObject({ emailListOptIn: false, "g-recaptcha-response": "token-abc", type: "brand" });
    expect(fakeGoogle.reset).toHaveBeenCalledTimes(1);
  });

  it("runs once on submit with the box ticked, sends its token, and is reset after use", async () => {
    fakeGoogle.executeAsync.mockResolvedValue("token-123");
    answer(200, { ok: true });
    const { submit } = renderForm({ optIn: true });
    await elapse(0);
    expect(fakeGoogle.executeAsync).not.toHaveBeenCalled();

    submit();
    await elapse(0);
    expect(fakeGoogle.executeAsync).toHaveBeenCalledTimes(1);
    expect(sentBody()).toMatchObject({ emailListOptIn: true, "g-recaptcha-response": "token-123" });
    expect(fakeGoogle.reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
  });

  it("gives up on a check that never answers after 10 s with the product's message, sending nothing", async () => {
    fakeGoogle.executeAsync.mockReturnValue(new Promise<never>(() => undefined));
    renderForm({ optIn: true }).submit();
    await elapse(9_999);
    stillSubmitting();
    await elapse(1);
    expect(screen.getByRole("alert")).toHaveTextContent("reCAPTCHA verification timed out. Please try again.");
    expect(screen.getByRole("textbox", { name: "Company name" })).toHaveValue("Glow Ltd");
    expect(screen.getByRole("button", { name: "Join the Waitlist" })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(fakeGoogle.reset).toHaveBeenCalled();
  });
});

describe("the request's failures (product.md §P5, §8)", () => {
  it("aborts a request the server never answers after 15 s", async () => {
    hangingServer();
    renderForm().submit();
    await elapse(0);
    const signal = fetchMock.mock.calls[0]![1]!.signal!;
    await elapse(14_999);
    stillSubmitting();
    expect(signal.aborted).toBe(false);
    await elapse(1);
    expect(signal.aborted).toBe(true);
    expect(screen.getByRole("alert")).toHaveTextContent("Request timed out. Please try again.");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Sam Brand");
  });

  it("shows the server's error text", async () => {
    answer(500, { error: "Waitlist is closed for maintenance" });
    renderForm().submit();
    await elapse(0);
    expect(screen.getByRole("alert")).toHaveTextContent("Waitlist is closed for maintenance");
  });

  it('shows "Failed to submit" when the server gives no error text', async () => {
    answer(502, {});
    renderForm().submit();
    await elapse(0);
    expect(screen.getByRole("alert")).toHaveTextContent(/^Failed to submit$/);
  });
});

describe("the booking page (product.md §P2–P3, §9)", () => {
  it("opens in a new tab 2 s after success, with no handle back on this page", async () => {
    const tab = { opener: window } as unknown as Window;
    vi.mocked(window.open).mockReturnValue(tab);
    answer(200, { ok: true });
    renderForm().submit();
    await elapse(0);
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
    await elapse(1_999);
    expect(window.open).not.toHaveBeenCalled();
    await elapse(1);
    expect(window.open).toHaveBeenCalledExactlyOnceWith(BOOKING_URL, "_blank");
    expect(tab.opener).toBeNull();
    expect(screen.queryByRole("link", { name: /Book your 30-minute call/ })).not.toBeInTheDocument();
  });

  it("shows a link to it when the browser blocks the pop-up", async () => {
    answer(200, { ok: true });
    renderForm().submit();
    await elapse(2_000);
    expect(window.open).toHaveBeenCalledTimes(1);
    const link = screen.getByRole("link", { name: /^Book your 30-minute call/ });
    expect(link).toHaveTextContent("Book your 30-minute call (opens in a new tab)");
    expect(link).toHaveAttribute("href", BOOKING_URL);
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("status")).toContainElement(link);
  });
});
