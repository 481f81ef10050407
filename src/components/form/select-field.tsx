import type { ComponentPropsWithRef } from "react";
import { classNames } from "./class-names";
import { Field, splitField, type FieldDescription } from "./field";
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
export function SelectField({ options, placeholder, className, ...props }: SelectFieldProps) {
  const [description, select] = splitField(props);
  return (
    <Field {...description} className={classNames("select-field", className)}>
      {(control) => (
        <select {...select} {...control}>
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
      )}
    </Field>
  );
}
