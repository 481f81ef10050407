import { useId, type ComponentPropsWithRef } from "react";
import "./form.css";

type HoneypotProps = Omit<ComponentPropsWithRef<"input">, "id" | "type" | "tabIndex" | "autoComplete">;

/**
 * A field only bots fill: off-screen, hidden from screen readers and out of the tab order.
 * A form that finds it filled drops the submission silently.
 */
export function HoneypotField(props: HoneypotProps) {
  const id = useId();
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input {...props} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
