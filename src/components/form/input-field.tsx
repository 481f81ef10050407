import type { ComponentPropsWithRef } from "react";
import { Field, type FieldDescription } from "./field";

type InputProps = Omit<ComponentPropsWithRef<"input">, "id" | keyof FieldDescription>;

export interface InputFieldProps extends FieldDescription, InputProps {}

/** A labelled `<input>` (text, e-mail, address…); takes `register(...)` (or any input props) directly. */
export function InputField({ id, label, required, hint, errors, describedBy, invalid, ...input }: InputFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      errors={errors}
      describedBy={describedBy}
      invalid={invalid}
    >
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}
