import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { localHumanCheckToken } from "~/shared/human-check";
import { renderHumanCheck } from "@testing/app/render-human-check";
import type { HumanCheck } from "../use-human-check";

const google = vi.hoisted(() => ({ loaded: 0 }));
vi.mock("react-google-recaptcha", () => {
  google.loaded += 1;
  return { default: () => null };
});

/** A fresh copy of the hook (React keeps a lazy component once loaded), in a form. */
async function renderFreshHumanCheck(): Promise<() => HumanCheck> {
  const { useHumanCheck } = await import("../use-human-check");
  return renderHumanCheck(useHumanCheck, "newsletter");
}

/** Asks for a token, then lets the widget's code load and mount (the hook polls for it every 50 ms). */
async function ask(check: () => HumanCheck): Promise<string> {
  let token: Promise<string> = Promise.resolve("");
  act(() => {
    token = check().getToken(15_000);
  });
  token.catch(() => undefined);
  await act(async () => {
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  return token;
}

beforeEach(() => {
  vi.resetModules();
  google.loaded = 0;
  // Emulator builds have no site key: the check must run without one.
  vi.stubEnv("VITE_RECAPTCHA_SITE_KEY", "");
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.doUnmock("../local-human-check");
});

describe.each(["emulated", "development"])("the human check of a %s build", (mode) => {
  beforeEach(() => vi.stubEnv("MODE", mode));

  it("is the local stand-in: it passes with a token naming its form, and Google's widget is never loaded", async () => {
    const check = await renderFreshHumanCheck();
    expect(check().element).toBeNull();
    await expect(ask(check)).resolves.toBe(localHumanCheckToken("newsletter"));
    expect(google.loaded).toBe(0);
  });

  it("fails, rather than breaking the page, when its code cannot load", async () => {
    vi.doMock("../local-human-check", () => {
      throw new Error("the chunk was refused");
    });
    const check = await renderFreshHumanCheck();
    await expect(ask(check)).rejects.toThrow("the human check's code did not load");
  });
});

describe("the human check of a production build", () => {
  beforeEach(() => vi.stubEnv("MODE", "production"));

  it("never uses the stand-in: without a site key it is off", async () => {
    const check = await renderFreshHumanCheck();
    act(() => check().arm());
    await waitFor(() => expect(check().element).toBeNull());
    await expect(check().getToken(15_000)).resolves.toBe("");
    expect(google.loaded).toBe(0);
  });
});
