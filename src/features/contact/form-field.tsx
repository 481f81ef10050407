import type { ReactNode } from "react";
import "~/styles/forms.css";

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  /** Extra text under the control (hint, counter); referenced by aria-describedby. */
  hint?: ReactNode;
  children: (control: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}

/** A labelled control whose error and hint are announced with it. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <span className="contact-form__required" aria-hidden="true">
          {" "}
          *
        </span>
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {hint ? (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
