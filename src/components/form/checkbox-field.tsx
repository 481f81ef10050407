import type { ComponentPropsWithRef, ReactNode } from "react";
import { classNames } from "./class-names";
import { FieldMessages, RequiredMarker, splitField, useFieldWiring, type FieldDescription } from "./field";
import "./form.css";

type CheckboxProps = Omit<ComponentPropsWithRef<"input">, "type" | "id" | "children" | keyof FieldDescription>;

export interface CheckboxFieldProps extends FieldDescription, CheckboxProps {
  /** The words beside the box: for a consent, exactly what the visitor agrees to. */
  label: ReactNode;
  className?: string;
}

/** A checkbox with its label beside it; takes `register(...)` (or any input props) directly. */
export function CheckboxField({ className, ...props }: CheckboxFieldProps) {
  const [description, input] = splitField(props);
  const wiring = useFieldWiring(description);
  return (
    <div className={classNames("checkbox-field", className)}>
      <div className="checkbox-field__row">
        <input {...input} {...wiring.control} type="checkbox" />
        <label htmlFor={wiring.id}>
          {description.label}
          {description.required ? <RequiredMarker /> : null}
        </label>
      </div>
      <FieldMessages
        hint={description.hint}
        hintId={wiring.hintId}
        messages={wiring.messages}
        errorIds={wiring.errorIds}
      />
    </div>
  );
}
