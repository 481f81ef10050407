import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from "react";
import type ReCAPTCHA from "react-google-recaptcha";
import { RECAPTCHA_SITE_KEY } from "~/config/public-env";

const InvisibleRecaptcha = lazy(() => import("react-google-recaptcha"));

export class HumanCheckTimeoutError extends Error {
  override name = "HumanCheckTimeoutError";
}

export interface HumanCheck {
  /** Mount this inside the form. Renders nothing when no site key is configured. */
  element: ReactNode;
  /** Loads Google's script on first use (e.g. the form gaining focus), not on page load. */
  arm: () => void;
  /** A fresh token, or "" when the check is not configured (the dev server then skips it too). */
  getToken: (timeoutMs?: number) => Promise<string>;
  reset: () => void;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number | undefined): Promise<T> {
  if (!timeoutMs) return promise;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new HumanCheckTimeoutError("human check timed out")), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** product.md §P5: an invisible challenge runs before each subscribe / application. */
export function useHumanCheck(): HumanCheck {
  const siteKey = RECAPTCHA_SITE_KEY;
  const [armed, setArmed] = useState(false);
  const widget = useRef<ReCAPTCHA | null>(null);

  const arm = useCallback(() => {
    if (siteKey) setArmed(true);
  }, [siteKey]);

  const getToken = useCallback(
    async (timeoutMs?: number) => {
      if (!siteKey) return "";
      setArmed(true);
      const execute = async () => {
        while (!widget.current) await new Promise((resolve) => setTimeout(resolve, 50));
        return (await widget.current.executeAsync()) ?? "";
      };
      // When Google's script cannot load, executeAsync never settles: always race it.
      return withTimeout(execute(), timeoutMs);
    },
    [siteKey],
  );

  const reset = useCallback(() => widget.current?.reset(), []);

  const element =
    siteKey && armed ? (
      <Suspense fallback={null}>
        <InvisibleRecaptcha ref={widget} sitekey={siteKey} size="invisible" badge="bottomleft" />
      </Suspense>
    ) : null;

  return { element, arm, getToken, reset };
}
