/**
 * The shape every translation of a catalogue must have: the same keys as the English one, each
 * text a string (any words), lists as lists of strings. A key missing or misspelt in a
 * translation is a compile error (docs/decisions/0020-spanish.md).
 *
 * Plurals follow i18next's rules (`key_one`, `key_other`); a language may add the plural forms
 * English does not have, such as Spanish's `key_many` beside each `key_other`. A text saying a time
 * of day may have a `_la` variant ("a la 01:04 p.m." beside "a las 07:04 p.m.", time-context.ts).
 */
export type Catalogue<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? readonly string[]
    : { readonly [K in keyof T]: Catalogue<T[K]> } & {
        readonly [K in keyof T as K extends `${infer Base}_other` ? `${Base}_many` : never]?: string;
      } & { readonly [K in keyof T as T[K] extends string ? OneOClock<K> : never]?: string };

/** The `_la` variants of a text (time-context.ts): `key_la`, or `key_la_one`, `key_la_other`, `key_la_many`. */
type OneOClock<K> = K extends `${infer Base}_one`
  ? `${Base}_la_one`
  : K extends `${infer Base}_other`
    ? `${Base}_la_other` | `${Base}_la_many`
    : K extends `${string}_many`
      ? never
      : `${K & string}_la`;
