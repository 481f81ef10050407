import { vi, type Mock } from "vitest";

type AnyFunction = (...args: never[]) => unknown;

/** A vitest spy that keeps the exact type of the function it wraps. */
export type SpiedFunction<F extends AnyFunction> = F & Mock<F>;

/** Every method of `T` as a typed spy: tests can read its calls or replace one answer. */
export type Spied<T> = { [K in keyof T]: T[K] extends AnyFunction ? SpiedFunction<T[K]> : T[K] };

export function spy<F extends AnyFunction>(implementation: F): SpiedFunction<F> {
  return vi.fn(implementation) as unknown as SpiedFunction<F>;
}
