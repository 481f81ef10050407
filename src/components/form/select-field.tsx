import type { ComponentPropsWithRef } from "react";
import { classNames } from "./class-names";
import { FieldMessages, RequiredMarker, useFieldWiring, type FieldDescription } from "./field";
import "~/styles/forms.css";
import "./form.css";

export type SelectOption = string | { value: string; label: string };

type SelectProps = Omit<ComponentPropsWithRef<"select">, "id" | "children" | keyof FieldDescription>;

export interface SelectFieldProps extends FieldDescription, SelectProps {
  options: readonly SelectOption[];
  /** A first, empty choice ("Select…"); the field's required message covers leaving it. */
  placeholder?: string;
  className?: string;
}

/** A labelled drop-down; takes `register(...)` (or any select props) directly. */
export function SelectField({
  id,
  label,
  required,
  hint,
  errors,
  describedBy,
  invalid,
  options,
  placeholder,
  className,
  ...select
}: SelectFieldProps) {
  const wiring = useFieldWiring({ id, required, hint, errors, describedBy, invalid });
  return (
    <div className={classNames("field", "select-field", className)}>
      <label htmlFor={wiring.id}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      <select {...select} {...wiring.control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      <FieldMessages hint={hint} hintId={wiring.hintId} messages={wiring.messages} errorIds={wiring.errorIds} />
    </div>
  );
}
