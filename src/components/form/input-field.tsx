import type { ComponentPropsWithRef, InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, splitField, type FieldDescription } from "./field";

type InputProps = Omit<ComponentPropsWithRef<"input">, "id" | keyof FieldDescription>;

export interface InputFieldProps extends FieldDescription, InputProps {}

/** A labelled `<input>` (text, e-mail, address…); takes `register(...)` (or any input props) directly. */
export function InputField(props: InputFieldProps) {
  const [description, input] = splitField(props);
  return <Field {...description}>{(control) => <input {...control} {...input} />}</Field>;
}

/** One row of a form's table of inputs: the form value it holds, its label and the input's attributes. */
export interface InputFieldSpec<N extends string> {
  name: N;
  label: string;
  required?: true;
  hint?: string;
  input: InputHTMLAttributes<HTMLInputElement>;
}

/** A table of inputs, each registered with the form under its name and showing that value's error. */
export function InputFields<N extends string>({
  fields,
  register,
  errorOf,
  disabled,
}: {
  fields: ReadonlyArray<InputFieldSpec<N>>;
  register: (name: N) => UseFormRegisterReturn;
  errorOf: (name: N) => string | undefined;
  disabled?: boolean;
}) {
  return fields.map(({ name, input, ...field }) => (
    <InputField key={name} {...field} errors={errorOf(name)} {...input} {...register(name)} disabled={disabled} />
  ));
}
