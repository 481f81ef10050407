import { useId, type ReactNode } from "react";
import { classNames } from "./class-names";
import "~/styles/forms.css";
import "./form.css";

/** A field's messages: one, several, or none (`undefined` entries are skipped). */
export type FieldErrors = string | ReadonlyArray<string | undefined> | undefined;

export function errorList(errors: FieldErrors): string[] {
  if (!errors) return [];
  return (typeof errors === "string" ? [errors] : errors).filter((error): error is string => Boolean(error));
}

/** What a control needs to be announced with its label, hint and errors. */
export interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  "aria-required"?: true;
}

export interface FieldWiring {
  /** The control's id; generated when absent. */
  id?: string;
  /** Shows the required marker and tells assistive technology. */
  required?: boolean;
  /** Extra text under the control (help, a counter). */
  hint?: ReactNode;
  errors?: FieldErrors;
  /** Ids of messages shown elsewhere (a form-level status line) that also describe the control. */
  describedBy?: string;
  /** Marks the control invalid without an error under it (its message is shown elsewhere). */
  invalid?: boolean;
}

export interface FieldDescription extends FieldWiring {
  label: ReactNode;
}

/** A field's props split in two: what describes the field (label, hint, errors…) and the control's own. */
export function splitField<P extends FieldDescription>({
  id,
  label,
  required,
  hint,
  errors,
  describedBy,
  invalid,
  ...control
}: P) {
  return [{ id, label, required, hint, errors, describedBy, invalid }, control] as const;
}

/** Ids and ARIA wiring shared by every kind of field. */
export function useFieldWiring({ id: givenId, hint, errors, describedBy, invalid, required }: FieldWiring) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const messages = errorList(errors);
  const hintId = `${id}-hint`;
  const errorIds = messages.map((_, index) => `${id}-error-${index}`);
  const describedByIds = [describedBy, hint ? hintId : null, ...errorIds].filter(Boolean).join(" ");
  const control: ControlProps = {
    id,
    "aria-invalid": invalid ?? messages.length > 0,
    ...(describedByIds ? { "aria-describedby": describedByIds } : {}),
    ...(required ? { "aria-required": true as const } : {}),
  };
  return { id, hintId, errorIds, messages, control };
}

export function RequiredMarker() {
  return (
    <span className="field__required" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

/** The hint and the error list under a control; ids match `useFieldWiring`'s aria-describedby. */
export function FieldMessages({
  hint,
  hintId,
  messages,
  errorIds,
}: {
  hint?: ReactNode;
  hintId: string;
  messages: string[];
  errorIds: string[];
}) {
  return (
    <>
      {hint ? (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      ) : null}
      {messages.length > 0 ? (
        <ul className="field__errors">
          {messages.map((message, index) => (
            <li key={message} id={errorIds[index]} className="field__error">
              {message}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export interface FieldProps extends FieldDescription {
  /** Visually hidden label (still read out), for one-field forms whose purpose is plain. */
  hideLabel?: boolean;
  /** Leaves out the shared `.field` look, for a field laid out its own way (the footer newsletter). */
  unstyled?: boolean;
  className?: string;
  /** Renders the control (input, textarea…) with the props that wire it to its label and messages. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control whose required state, hint and errors are announced with it. */
export function Field({ label, hideLabel = false, unstyled = false, className, children, ...description }: FieldProps) {
  const { id, hintId, errorIds, messages, control } = useFieldWiring(description);
  return (
    <div className={classNames(!unstyled && "field", className) || undefined}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
        {description.required ? <RequiredMarker /> : null}
      </label>
      {children(control)}
      <FieldMessages hint={description.hint} hintId={hintId} messages={messages} errorIds={errorIds} />
    </div>
  );
}
