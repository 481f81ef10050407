import { forwardRef, useEffect, useImperativeHandle } from "react";
import { vi } from "vitest";

/**
 * Stands in for react-google-recaptcha's invisible widget, which needs Google's script:
 * `vi.mock("react-google-recaptcha", () => import("@testing/app/fake-google-recaptcha"))`.
 * Each test decides what the challenge answers (a token, an error, or never).
 */
export const fakeGoogle = {
  /** Google's `grecaptcha.execute(widgetId, { action })`, as the widget's challenge for a form. */
  executeAsync: vi.fn<(action?: string) => Promise<string | null>>(),
  reset: vi.fn<() => void>(),
  /** How many widgets have mounted, i.e. how often Google's script would have loaded. */
  mounted: 0,
  clear() {
    this.executeAsync.mockReset();
    this.reset.mockReset();
    this.mounted = 0;
  },
};

const FakeRecaptcha = forwardRef<unknown, object>(function FakeRecaptcha(_props, ref) {
  useImperativeHandle(ref, () => ({ getWidgetId: () => 0, reset: fakeGoogle.reset }));
  useEffect(() => {
    fakeGoogle.mounted += 1;
    (window as { grecaptcha?: unknown }).grecaptcha = {
      execute: (_widgetId: number, options: { action: string }) => fakeGoogle.executeAsync(options.action),
    };
  }, []);
  return null;
});

export default FakeRecaptcha;
