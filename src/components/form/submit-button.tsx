import type { ComponentPropsWithoutRef } from "react";
import { classNames } from "./class-names";
import { useHydrated } from "./use-hydrated";
import "./form.css";

export interface SubmitButtonProps extends Omit<ComponentPropsWithoutRef<"button">, "type"> {
  /** While true the button is disabled and reads `busyText`. */
  busy: boolean;
  busyText: string;
  /** Full width. */
  block?: boolean;
}

/**
 * The form's submit button with its busy text ("Sending...", "Submitting..."). In a prerendered
 * page it stays disabled until the form is hydrated: a click before then would send the browser's
 * own GET submission (the visitor's details in the address) instead of the form's request. With
 * JavaScript off it never enables, so a line under it says why. A public page that hydrates on first interaction
 * enables the ones marked `data-enables-on-hydration` as soon as it can hold their clicks until then
 * (app/public-page.ts).
 */
export function SubmitButton({
  busy,
  busyText,
  block = false,
  disabled,
  className,
  children,
  ...props
}: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <>
      <button
        {...props}
        type="submit"
        className={classNames("btn btn--primary", block && "btn--block", !hydrated && "btn--waiting", className)}
        disabled={busy || disabled || !hydrated}
        data-enables-on-hydration={!hydrated && !busy && !disabled ? "" : undefined}
      >
        {busy ? busyText : children}
      </button>
      <noscript>
        <p className="form-noscript">Sending this form needs JavaScript: turn it on and reload the page.</p>
      </noscript>
      {/* Shown only when none of the page's scripts could load (form.css): nothing will ever enable the button. Hidden
          by its attribute, not the stylesheet, which a footer's form may not carry until its code arrives. */}
      <p className="form-failed" hidden>
        A new version is available: reload the page to send this form.
      </p>
    </>
  );
}
