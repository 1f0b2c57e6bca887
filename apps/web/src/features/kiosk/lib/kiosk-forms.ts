import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyResolver } from '../../../lib/lazy-resolver';

/**
 * The kiosk's form rules (packages/domain/src/schemas/kiosk-forms.ts), loaded at the first touch or
 * key on the kiosk, or when a form is first checked, instead of with the kiosk's page: building
 * them (with zod's first schemas, the sign-in's and the fields') was the longest script task after
 * the kiosk's first paint (docs/performance.md). The kiosk needs the network for every action
 * (ADR 0024), so they come with the first one at the latest.
 */
export type KioskForms = typeof import('@daybook/domain/kiosk-forms');

let forms: Promise<KioskForms> | undefined;

export function loadKioskForms(): Promise<KioskForms> {
  forms ??= import('@daybook/domain/kiosk-forms').catch((error: unknown) => {
    forms = undefined;
    throw error;
  });
  return forms;
}

/**
 * A kiosk form's resolver (`build`, a function of the module, makes it from the rules with the words
 * of the current language); the rules load when the form is first checked, if the first touch or
 * key has not loaded them yet. Should they not load, the form is refused with the kiosk's network
 * message.
 */
export function useKioskFormResolver<Input extends FieldValues, Context, Output>(
  build: (forms: KioskForms, t: TFunction) => Resolver<Input, Context, Output>,
): Resolver<Input, Context, Output> {
  const { t } = useTranslation();
  return useMemo(
    () =>
      lazyResolver(
        () => loadKioskForms().then((forms) => build(forms, t)),
        () => t('kiosk.errors.network'),
      ),
    [build, t],
  );
}
