import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeGoogle } from "@testing/app/fake-google-recaptcha";
import { NewsletterForm } from "../newsletter-form";

// product.md §P5: on the creator page the human check gives up after 10 s and the request after 15 s;
// the pricing-page form has neither limit. A site key is set so the check really runs.
vi.mock("~/config/build-env", async (original) => ({
  ...(await original<object>()),
  RECAPTCHA_SITE_KEY: "test-site-key",
}));
vi.mock("react-google-recaptcha", () => import("@testing/app/fake-google-recaptcha"));
// The real HTTP client (it owns the request timeout) against a fetch the test controls.
vi.mock("~/lib/backend", async (importOriginal) =>
  (await import("@testing/app/real-http-backend")).withRealHttpApi(importOriginal),
);

const fetchMock = vi.fn<typeof fetch>();

/** A server that never answers; the request only ends when the client aborts it. */
function hangingServer() {
  fetchMock.mockImplementation(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
      }),
  );
}

/** Google's script never loads, so the challenge never answers. */
function silentGoogle() {
  fakeGoogle.executeAsync.mockReturnValue(new Promise<never>(() => undefined));
}

function renderForm(path: string, group?: "creator") {
  const router = createMemoryRouter(
    [{ path: "*", element: <NewsletterForm group={group} placeholder="you@example.com" /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
  const input = screen.getByLabelText("Email address");
  // Focusing the form loads the challenge, as a visitor's typing would.
  act(() => input.focus());
  fireEvent.change(input, { target: { value: "ada@example.com" } });
  return { input, submit: () => fireEvent.click(screen.getByRole("button", { name: "Subscribe" })) };
}

async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const stillSending = () => {
  expect(screen.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
};

beforeAll(async () => {
  // React keeps a lazy component once loaded, and the form loads its schema on first submit:
  // do both once on real time, so each test's fake clock counts only the form's own waiting.
  vi.stubGlobal("fetch", fetchMock);
  fakeGoogle.executeAsync.mockResolvedValue("token");
  fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
  renderForm("/creator", "creator").submit();
  await waitFor(() => expect(screen.getByText("Successfully subscribed to our newsletter!")).toBeInTheDocument());
  cleanup();
  vi.unstubAllGlobals();
});

beforeEach(() => {
  vi.useFakeTimers();
  fakeGoogle.clear();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("newsletter time limits on the creator page", () => {
  it("gives up on a human check that never answers after 10 s, with the product's message", async () => {
    silentGoogle();
    const { input, submit } = renderForm("/creator", "creator");
    submit();
    await elapse(9_999);
    stillSending();
    await elapse(1);
    expect(screen.getByRole("alert")).toHaveTextContent("reCAPTCHA verification timed out. Please try again.");
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    expect(input).toHaveValue("ada@example.com");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(fakeGoogle.reset).toHaveBeenCalled();
  });

  it("aborts a request the server never answers after 15 s, with the product's message", async () => {
    fakeGoogle.executeAsync.mockResolvedValue("token");
    hangingServer();
    const { input, submit } = renderForm("/creator", "creator");
    submit();
    await elapse(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init!.body as string)).toMatchObject({ "g-recaptcha-response": "token", group: "creator" });
    await elapse(14_999);
    stillSending();
    expect(init!.signal!.aborted).toBe(false);
    await elapse(1);
    expect(init!.signal!.aborted).toBe(true);
    expect(screen.getByRole("alert")).toHaveTextContent("Request timed out. Please try again.");
    expect(input).toHaveValue("ada@example.com");
  });
});

describe("newsletter time limits elsewhere", () => {
  it("the pricing page waits for the human check without a limit", async () => {
    silentGoogle();
    renderForm("/prices").submit();
    await elapse(60_000);
    stillSending();
  });

  it("the pricing page waits for the server without a limit", async () => {
    fakeGoogle.executeAsync.mockResolvedValue("token");
    hangingServer();
    renderForm("/prices").submit();
    await elapse(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    stillSending();
  });
});
