import type { z } from "zod";
import { parseRequest } from "../schemas/request-issues";

/**
 * One form's payload between the browser and the functions: camelCase names in code, the product's
 * names on the wire (`bot-field`, `g-recaptcha-response`), and the fields every payload carries
 * with one value. Encoding needs no zod (the browser client loads it); decoding checks with the
 * form's shared schema (src/shared/schemas) and is what the core handlers read.
 */
export interface WireSpec {
  /** camelCase name in code → wire name, where they differ. */
  readonly names: Readonly<Record<string, string>>;
  /** Wire fields with one value on every payload of the form (e.g. `type: "brand"`). */
  readonly fixed: Readonly<Record<string, unknown>>;
}

/** The camelCase name whose wire name is `Wire`. */
type CamelName<Names, Wire extends PropertyKey> = {
  [Camel in keyof Names]: Names[Camel] extends Wire ? Camel : never;
}[keyof Names];

/** What code on either side handles: the schema's output (z.infer) under camelCase names, fixed fields left out. */
export type WireValues<Schema extends z.ZodType, Spec extends WireSpec> = {
  [
    Key in keyof z.infer<Schema> as Key extends keyof Spec["fixed"]
      ? never
      : Key extends Spec["names"][keyof Spec["names"]]
        ? CamelName<Spec["names"], Key>
        : Key
  ]: z.infer<Schema>[Key];
};

export type Decoded<Values> = { ok: true; data: Values } | { ok: false; error: string };

/** The values under their wire names with the fixed fields added; undefined fields are left out. */
export function wireEncoder<Values extends object>(spec: WireSpec): (values: Values) => Record<string, unknown> {
  return (values) => {
    const wire: Record<string, unknown> = { ...spec.fixed };
    for (const [key, value] of Object.entries(values)) {
      if (value !== undefined) wire[spec.names[key] ?? key] = value;
    }
    return wire;
  };
}

/** Any request body → the checked values in camelCase, or the first failure's message (product order). */
export function wireDecoder<Schema extends z.ZodType<Record<string, unknown>>, Spec extends WireSpec>(
  schema: Schema,
  spec: Spec,
): (input: unknown) => Decoded<WireValues<Schema, Spec>> {
  const camelOf = new Map(Object.entries(spec.names).map(([camel, wire]) => [wire, camel]));
  return (input) => {
    const result = parseRequest(schema, input ?? {});
    if (!result.success) return { ok: false, error: result.message };
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(result.data)) {
      if (!(key in spec.fixed) && value !== undefined) values[camelOf.get(key) ?? key] = value;
    }
    return { ok: true, data: values as WireValues<Schema, Spec> };
  };
}

/**
 * A multipart body of a wire payload: text as is, booleans as "true"/"false", lists as JSON text
 * and only when they hold something (product.md §P5: `uploadedFiles`), objects as JSON text (`attribution`).
 */
export function toFormData(wire: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(wire)) {
    if (Array.isArray(value)) {
      if (value.length > 0) form.append(key, JSON.stringify(value));
    } else if (value !== null && typeof value === "object") form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}
