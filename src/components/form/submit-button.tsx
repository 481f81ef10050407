import type { ComponentPropsWithoutRef } from "react";
import { classNames } from "./class-names";

export interface SubmitButtonProps extends Omit<ComponentPropsWithoutRef<"button">, "type"> {
  /** While true the button is disabled and reads `busyText`. */
  busy: boolean;
  busyText: string;
  /** Full width. */
  block?: boolean;
}

/** The form's submit button with its busy text ("Sending...", "Submitting..."). */
export function SubmitButton({
  busy,
  busyText,
  block = false,
  disabled,
  className,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <button
      {...props}
      type="submit"
      className={classNames("btn btn--primary", block && "btn--block", className)}
      disabled={busy || disabled}
    >
      {busy ? busyText : children}
    </button>
  );
}
