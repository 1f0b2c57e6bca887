import type { FieldErrors, FieldValues, Resolver, ResolverError } from 'react-hook-form';

/**
 * A form resolver whose rules are loaded when the form is first checked (or earlier, by `preload`),
 * not with the page: building a form's zod schemas is script work that a page with nothing to
 * check yet need not do before it is shown (docs/performance.md, the kiosk's forms). A load that
 * fails (no network and the code not yet kept on the device) refuses the form with `unavailable()`
 * as the form's message, and is tried again at the next check.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
  unavailable: () => string,
): Resolver<Input, Context, Output> {
  let loaded: Promise<Resolver<Input, Context, Output>> | undefined;
  return async (values, context, options) => {
    loaded ??= load();
    let resolver: Resolver<Input, Context, Output>;
    try {
      resolver = await loaded;
    } catch {
      loaded = undefined;
      const errors = { root: { type: 'unavailable', message: unavailable() } } as FieldErrors<Input>;
      return { values: {}, errors } satisfies ResolverError<Input>;
    }
    return resolver(values, context, options);
  };
}
