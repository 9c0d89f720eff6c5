import type * as v from 'valibot';

/**
 * One URL parameter of a lesson: how the URL value is parsed (a schema that explains, in a few
 * words, why a value is not valid), its default, and when and how the URL writes it back.
 */
export interface ParamSpec<V> {
  readonly schema: v.GenericSchema<string, V>;
  readonly default: V;
  /** Whether the address carries it for these parameters (never when null). Default: always. */
  inUrl?(params: Readonly<Record<string, unknown>>): boolean;
  /** How the address writes it. Default: `display`. */
  format?(value: V): string;
}

export type ParamSpecs = Readonly<Record<string, ParamSpec<unknown>>>;

/** The parameters' values, as the specs define them. */
export type ParamValues<S> = {
  -readonly [K in keyof S]: S[K] extends ParamSpec<infer V> ? V : never;
};

/** Every parameter at its default: a lesson's parameters before the URL sets any. */
export function defaultValues<S extends ParamSpecs>(specs: S): ParamValues<S> {
  return Object.fromEntries(
    Object.entries(specs).map(([key, spec]) => [key, spec.default]),
  ) as ParamValues<S>;
}

/** A parameter; its default may lie outside what the URL can say (null: "none given"). */
export function param<O, D = O>(
  schema: v.GenericSchema<string, O>,
  initial: D,
  extra: Pick<ParamSpec<O | D>, 'inUrl' | 'format'> = {},
): ParamSpec<O | D> {
  return { schema: schema as v.GenericSchema<string, O | D>, default: initial, ...extra };
}

/** A notice for a parameter the page could not use as given. */
export interface Notice {
  param: string;
  given: string;
  used: string;
  message: string;
}

/** A value as the address and the notices write it. */
export function display(value: unknown): string {
  if (value === null) return 'none';
  if (Array.isArray(value)) {
    if (value.length > 0 && typeof value[0] === 'object') return `${value.length} points`;
    return value.join(',');
  }
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}
