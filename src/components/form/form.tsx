import type { ComponentPropsWithoutRef, FocusEvent, FormEvent, ReactNode } from "react";
import {
  useForm,
  type FieldValues,
  type Resolver,
  type ResolverResult,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
// Type only: zod itself loads with the schema, on first validation, never with the page.
import type { ZodType } from "zod";

/** Imports a form's shared schema, e.g. `() => import("~/shared/schemas/x").then((m) => m.xSchema)`. */
export type SchemaLoader<Output> = () => Promise<ZodType<Output>>;

type AnyResolver = Resolver<FieldValues, unknown, unknown>;

// One download per schema for the whole app, however many forms use it.
const loaded = new WeakMap<SchemaLoader<unknown>, Promise<AnyResolver>>();

/** Loads zod, the resolver and the schema; a failed download is tried again on the next call. */
export function preloadSchema(schema: SchemaLoader<unknown>): Promise<AnyResolver> {
  const cached = loaded.get(schema);
  if (cached) return cached;
  const resolver = Promise.all([import("@hookform/resolvers/zod"), schema()]).then(
    // The shared schemas accept unknown input (they also guard the server); form fields are typed by the form.
    ([{ zodResolver }, loadedSchema]) => zodResolver(loadedSchema as never) as AnyResolver,
    (error: unknown) => {
      loaded.delete(schema);
      throw error;
    },
  );
  loaded.set(schema, resolver);
  return resolver;
}

/** Keeps the first failing field only: zod reports fields in the schema's (the product's) order. */
function firstErrorOf<Values extends FieldValues, Output>(
  result: ResolverResult<Values, Output>,
): ResolverResult<Values, Output> {
  const [first] = Object.keys(result.errors);
  if (!first) return result;
  return { values: {}, errors: { [first]: result.errors[first] } as typeof result.errors };
}

export interface ZodFormOptions<Values extends FieldValues, Output> extends Omit<
  UseFormProps<Values, unknown, Output>,
  "resolver"
> {
  schema: SchemaLoader<Output>;
  /** Show only the first failure, in schema order (the product's "first failure shown" forms). */
  firstErrorOnly?: boolean;
}

export type ZodForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output> & {
  /** Starts loading the schema ahead of the first validation (e.g. when the form gains focus). */
  preloadSchema: () => void;
};

/**
 * react-hook-form validated by a shared zod schema that is only downloaded when the form is
 * first checked, so zod never weighs on a page's first load.
 */
export function useZodForm<Values extends FieldValues, Output = Values>({
  schema,
  firstErrorOnly = false,
  ...options
}: ZodFormOptions<Values, Output>): ZodForm<Values, Output> {
  const resolver: Resolver<Values, unknown, Output> = async (values, context, resolverOptions) => {
    const zodResolver = (await preloadSchema(schema)) as unknown as Resolver<Values, unknown, Output>;
    const result = await zodResolver(values, context, resolverOptions);
    return firstErrorOnly ? firstErrorOf(result) : result;
  };
  const form = useForm<Values, unknown, Output>({ ...options, resolver });
  return { ...form, preloadSchema: () => void preloadSchema(schema).catch(() => undefined) };
}

type FormElementProps = Omit<ComponentPropsWithoutRef<"form">, "onSubmit" | "onInvalid" | "noValidate">;

export interface FormProps<Values extends FieldValues, Output> extends FormElementProps {
  form: ZodForm<Values, Output>;
  onSubmit: SubmitHandler<Output>;
  onInvalid?: SubmitErrorHandler<Values>;
  /** Load the schema when the form first gains focus rather than on the first check. */
  preloadOnFocus?: boolean;
  /** When this answers true, a submit does nothing at all, silently: no checks, no messages (a filled honeypot). */
  discard?: (form: HTMLFormElement) => boolean;
  children: ReactNode;
}

/** The one `<form>` of every form: no browser bubbles (the kit shows the messages), schema-checked submit. */
export function Form<Values extends FieldValues, Output>({
  form,
  onSubmit,
  onInvalid,
  preloadOnFocus = false,
  discard,
  onFocus,
  children,
  ...props
}: FormProps<Values, Output>) {
  const checkAndSubmit = form.handleSubmit(onSubmit, onInvalid);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (discard?.(event.currentTarget)) {
      event.preventDefault();
      return;
    }
    return checkAndSubmit(event);
  };
  const focus = (event: FocusEvent<HTMLFormElement>) => {
    if (preloadOnFocus) form.preloadSchema();
    onFocus?.(event);
  };
  return (
    <form {...props} noValidate onFocus={focus} onSubmit={submit}>
      {children}
    </form>
  );
}
