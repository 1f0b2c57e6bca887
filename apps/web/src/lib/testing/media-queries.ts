import { vi } from 'vitest';

/**
 * Stands in for the browser's media queries in a component test (jsdom has none): `matches`
 * answers each query MUI asks. Put back by `vi.unstubAllGlobals()`.
 */
export function stubMediaQueries(matches: (query: string) => boolean): void {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** A phone (every max-width query matches) or a wide screen (none does). */
export function screenIs(phone: boolean): void {
  stubMediaQueries((query) => phone && query.includes('max-width'));
}

/** A window of `width` px: each min-width query matches from its own width. */
export function windowOf(width: number): void {
  stubMediaQueries((query) => width >= Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0));
}
