/**
 * The shape every translation of a catalogue must have: the same keys as the English one, each
 * text a string (any words), lists as lists of strings. A key missing or misspelt in a
 * translation is a compile error (docs/decisions/0020-spanish.md).
 *
 * Plurals follow i18next's rules (`key_one`, `key_other`); a language may add the plural forms
 * English does not have, such as Spanish's `key_many` beside each `key_other`.
 */
export type Catalogue<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? readonly string[]
    : { readonly [K in keyof T]: Catalogue<T[K]> } & {
        readonly [K in keyof T as K extends `${infer Base}_other` ? `${Base}_many` : never]?: string;
      };
