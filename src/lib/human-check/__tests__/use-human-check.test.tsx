import { act, cleanup, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeGoogle as google } from "@testing/app/fake-google-recaptcha";
import { renderHumanCheck } from "@testing/app/render-human-check";
import { HumanCheckTimeoutError, useHumanCheck, type HumanCheck } from "../use-human-check";

const settings = vi.hoisted(() => ({ siteKey: "test-site-key" }));
vi.mock("~/config/build-env", async (original) => ({
  ...(await original<object>()),
  get RECAPTCHA_SITE_KEY() {
    return settings.siteKey;
  },
}));
vi.mock("react-google-recaptcha", () => import("@testing/app/fake-google-recaptcha"));

const renderContactHumanCheck = () => renderHumanCheck(useHumanCheck, "contact");

/** Lets timers, the lazy widget import and React's updates run. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

type Outcome = "pending" | { value: string } | { error: unknown };

/** Asks for a token (inside act: it arms the widget) and records how the request settles. */
function ask(check: () => HumanCheck, timeoutMs?: number) {
  const request = { outcome: "pending" as Outcome, promise: undefined as unknown as Promise<string> };
  act(() => {
    request.promise = check().getToken(timeoutMs);
  });
  request.promise.then(
    (value) => (request.outcome = { value }),
    (error: unknown) => (request.outcome = { error }),
  );
  return request;
}

beforeAll(async () => {
  // React keeps a lazy component once it has loaded: load Google's widget once, on real time,
  // so each test's fake clock measures only the hook's own waiting.
  const check = renderContactHumanCheck();
  act(() => check().arm());
  await waitFor(() => expect(google.mounted).toBe(1));
  cleanup();
});

beforeEach(() => {
  vi.useFakeTimers();
  settings.siteKey = "test-site-key";
  google.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("useHumanCheck", () => {
  it("does nothing and gives an empty token when no site key is configured", async () => {
    settings.siteKey = "";
    const check = renderContactHumanCheck();
    act(() => check().arm());
    await elapse(0);
    expect(check().element).toBeNull();
    const token = ask(check, 10_000);
    await elapse(0);
    expect(token.outcome).toEqual({ value: "" });
    expect(google.mounted).toBe(0);
    expect(google.executeAsync).not.toHaveBeenCalled();
  });

  it("loads Google's widget only once armed, not on page load", async () => {
    const check = renderContactHumanCheck();
    await elapse(1_000);
    expect(check().element).toBeNull();
    expect(google.mounted).toBe(0);
    act(() => check().arm());
    await elapse(0);
    expect(google.mounted).toBe(1);
  });

  it("waits for the widget on first use and returns its token, made for the form's action", async () => {
    google.executeAsync.mockResolvedValue("token-1");
    const check = renderContactHumanCheck();
    const token = ask(check);
    await elapse(100);
    expect(token.outcome).toEqual({ value: "token-1" });
    expect(google.executeAsync).toHaveBeenCalledTimes(1);
    expect(google.executeAsync).toHaveBeenCalledWith("contact");
  });

  it("gives an empty token when Google answers with none", async () => {
    google.executeAsync.mockResolvedValue(null);
    const check = renderContactHumanCheck();
    act(() => check().arm());
    await elapse(0);
    const token = ask(check, 10_000);
    await elapse(0);
    expect(token.outcome).toEqual({ value: "" });
  });

  it("rejects with a timeout error once the limit passes, and not before", async () => {
    // When Google's script cannot load, executeAsync never settles.
    google.executeAsync.mockReturnValue(new Promise<never>(() => undefined));
    const check = renderContactHumanCheck();
    act(() => check().arm());
    await elapse(0);
    const token = ask(check, 10_000);
    await elapse(9_999);
    expect(token.outcome).toBe("pending");
    await elapse(1);
    expect(token.outcome).toEqual({ error: expect.any(HumanCheckTimeoutError) });
  });

  it("without a limit keeps waiting for Google", async () => {
    google.executeAsync.mockReturnValue(new Promise<never>(() => undefined));
    const check = renderContactHumanCheck();
    act(() => check().arm());
    await elapse(0);
    const token = ask(check);
    await elapse(120_000);
    expect(token.outcome).toBe("pending");
  });

  it("a token in time wins the race and leaves no timer behind", async () => {
    let answer: (token: string) => void = () => undefined;
    google.executeAsync.mockReturnValue(new Promise<string>((resolve) => (answer = resolve)));
    const check = renderContactHumanCheck();
    act(() => check().arm());
    await elapse(0);
    const token = ask(check, 10_000);
    await elapse(9_000);
    answer("late-but-in-time");
    await elapse(0);
    expect(token.outcome).toEqual({ value: "late-but-in-time" });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes Google's own failure through rather than calling it a timeout", async () => {
    google.executeAsync.mockRejectedValue(new Error("reCAPTCHA network error"));
    const check = renderContactHumanCheck();
    act(() => check().arm());
    await elapse(0);
    const token = ask(check, 10_000);
    await elapse(0);
    expect(token.outcome).toEqual({ error: new Error("reCAPTCHA network error") });
    expect((token.outcome as { error: unknown }).error).not.toBeInstanceOf(HumanCheckTimeoutError);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reset clears the widget for the next check, and is harmless before it loads", async () => {
    const check = renderContactHumanCheck();
    expect(() => check().reset()).not.toThrow();
    expect(google.reset).not.toHaveBeenCalled();
    act(() => check().arm());
    await elapse(0);
    check().reset();
    expect(google.reset).toHaveBeenCalledTimes(1);
  });
});
