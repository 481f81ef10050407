import {
  forwardRef,
  lazy,
  Suspense,
  useCallback,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefAttributes,
} from "react";
import { loadHumanCheckWidget, LOCAL_HUMAN_CHECK, RECAPTCHA_SITE_KEY } from "~/config/build-env";
import type { HumanCheckAction } from "~/shared/human-check";
import type { ActionWidget as Widget } from "./google-human-check";

type WidgetProps = { sitekey: string; size: "invisible"; badge: "bottomleft" } & RefAttributes<Widget>;

/** A widget whose code did not arrive: every challenge fails, and the form says so, instead of the page breaking. */
const Unavailable = forwardRef<Widget, object>(function Unavailable(_props, ref) {
  useImperativeHandle(ref, () => ({
    executeAsync: () => Promise.reject(new Error("the human check's code did not load")),
    reset: () => undefined,
  }));
  return null;
});

const InvisibleWidget = lazy(async (): Promise<{ default: ComponentType<WidgetProps> }> => {
  try {
    const widget = await loadHumanCheckWidget();
    return { default: widget.default as unknown as ComponentType<WidgetProps> };
  } catch {
    return { default: Unavailable };
  }
});

export class HumanCheckTimeoutError extends Error {
  override name = "HumanCheckTimeoutError";
}

export interface HumanCheck {
  /** Mount this inside the form. Renders nothing when no site key is configured (outside emulator builds). */
  element: ReactNode;
  /** Loads Google's script (or the local stand-in) on first use (e.g. the form gaining focus), not on page load. */
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

/** product.md §P5: an invisible challenge runs before each subscribe / application; its token is good for `action` only. */
export function useHumanCheck(action: HumanCheckAction): HumanCheck {
  const siteKey = RECAPTCHA_SITE_KEY;
  const enabled = LOCAL_HUMAN_CHECK || Boolean(siteKey);
  const [armed, setArmed] = useState(false);
  const widget = useRef<Widget | null>(null);

  const arm = useCallback(() => {
    if (enabled) setArmed(true);
  }, [enabled]);

  const getToken = useCallback(
    async (timeoutMs?: number) => {
      if (!enabled) return "";
      setArmed(true);
      const execute = async () => {
        while (!widget.current) await new Promise((resolve) => setTimeout(resolve, 50));
        return (await widget.current.executeAsync(action)) ?? "";
      };
      // When Google's script cannot load, executeAsync never settles: always race it.
      return withTimeout(execute(), timeoutMs);
    },
    [enabled, action],
  );

  const reset = useCallback(() => widget.current?.reset(), []);

  const element =
    enabled && armed ? (
      <Suspense fallback={null}>
        <InvisibleWidget ref={widget} sitekey={siteKey} size="invisible" badge="bottomleft" />
      </Suspense>
    ) : null;

  return { element, arm, getToken, reset };
}
