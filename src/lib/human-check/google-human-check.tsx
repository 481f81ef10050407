import { forwardRef, useImperativeHandle, useRef, type ComponentProps } from "react";
import ReCAPTCHA from "react-google-recaptcha";
import type { HumanCheckAction } from "~/shared/human-check";

/** Google's script's global: a score-based key runs a challenge for a named action and answers its token. */
interface Grecaptcha {
  execute: (widgetId: number, options: { action: HumanCheckAction }) => Promise<string>;
}

export interface ActionWidget {
  executeAsync: (action: HumanCheckAction) => Promise<string | null>;
  reset: () => void;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * Google's widget (react-google-recaptcha loads the script and renders the badge) run for a named action:
 * the site's score-based key puts the action in the token, and each form's server refuses another form's.
 * Until the script has loaded this waits; the hook races it against the form's time limit.
 */
const GoogleHumanCheck = forwardRef<ActionWidget, ComponentProps<typeof ReCAPTCHA>>(
  function GoogleHumanCheck(props, ref) {
    const widget = useRef<ReCAPTCHA>(null);
    useImperativeHandle(ref, () => ({
      async executeAsync(action) {
        const ready = () => {
          const grecaptcha = (window as { grecaptcha?: Partial<Grecaptcha> }).grecaptcha;
          const id = widget.current?.getWidgetId();
          return grecaptcha?.execute && typeof id === "number" ? { execute: grecaptcha.execute, id } : null;
        };
        let found = ready();
        while (!found) {
          await pause();
          found = ready();
        }
        return found.execute(found.id, { action });
      },
      reset: () => widget.current?.reset(),
    }));
    return <ReCAPTCHA ref={widget} {...props} />;
  },
);

export default GoogleHumanCheck;
