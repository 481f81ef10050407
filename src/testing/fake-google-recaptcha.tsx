import { forwardRef, useEffect, useImperativeHandle } from "react";
import { vi } from "vitest";

/**
 * Stands in for react-google-recaptcha's invisible widget, which needs Google's script:
 * `vi.mock("react-google-recaptcha", () => import("~/testing/fake-google-recaptcha"))`.
 * Each test decides what the challenge answers (a token, an error, or never).
 */
export const fakeGoogle = {
  executeAsync: vi.fn<() => Promise<string | null>>(),
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
  useImperativeHandle(ref, () => ({ executeAsync: fakeGoogle.executeAsync, reset: fakeGoogle.reset }));
  useEffect(() => {
    fakeGoogle.mounted += 1;
  }, []);
  return null;
});

export default FakeRecaptcha;
