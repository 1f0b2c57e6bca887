import i18n from 'i18next';
import { useEffect, useState } from 'react';
import { localStorageStore, type Store, useI18nProvider, useLocaleState, useNotify, useStore } from 'react-admin';
import { keepAndShowLanguage } from '../../../lib/i18n/keep-language';
import { type AdminLanguage, adminCatalogues, adminLanguage } from '../i18n';

/**
 * The console's language is the app's (docs/decisions/0020-spanish.md): the one the user chose
 * (kept by the server, PATCH /api/profile/language/, and copied on the device), else the
 * browser's. react-admin keeps a locale of its own in its store, which its language menu in the
 * top bar changes and shows; here the two are one:
 *
 * - the console opens in the app's language, whatever locale react-admin's store kept;
 * - a language picked in the console's menu is saved as the user's choice, as Settings saves it,
 *   so a reload (and the rest of the app) keeps it;
 * - when the app's language changes (the user's saved choice arrives), the console follows.
 *
 * Before (walkthrough 40, finding 3) the menu changed react-admin's locale only: the console's
 * layout put it back to the app's language at once, leaving texts in Spanish under a menu that
 * read "English" with dates in English, and a reload opened the console in English.
 */

/** Saves a language as the user's choice and shows the app in it. */
export type SaveLanguage = (language: AdminLanguage) => Promise<unknown>;

/** Without the server (the console's tests): the choice is kept on this device and shown. */
export const saveOnDevice: SaveLanguage = (language) => keepAndShowLanguage(language);

const isAdminLanguage = (value: unknown): value is AdminLanguage =>
  typeof value === 'string' && Object.hasOwn(adminCatalogues, value);

/**
 * Set in the store when a language picked in the menu could not be saved; the console's layout
 * says so once the console shows its language again (react-admin draws the console anew, notices
 * and all, each time its locale changes).
 */
const NOT_SAVED = 'daybook.languageNotSaved';

/**
 * Binds react-admin's store's locale to the app's language (see above). Returns the unbinding.
 * A failed save puts the menu back to the language shown and says so.
 */
export function bindConsoleLanguage(store: Store, save: SaveLanguage): () => void {
  let asked: AdminLanguage | null = null;
  const follow = () => {
    if (store.getItem('locale') !== adminLanguage()) store.setItem('locale', adminLanguage());
  };
  i18n.on('languageChanged', follow);
  const unsubscribe = store.subscribe('locale', (locale: unknown) => {
    if (!isAdminLanguage(locale) || locale === adminLanguage() || locale === asked) return;
    asked = locale;
    save(locale)
      .catch(() => {
        store.setItem(NOT_SAVED, true);
        store.setItem('locale', adminLanguage());
      })
      .finally(() => {
        if (asked === locale) asked = null;
      });
  });
  // the app's language may have changed while the store was set up
  follow();
  return () => {
    i18n.off('languageChanged', follow);
    unsubscribe();
  };
}

/**
 * The console's store (react-admin's, kept in localStorage by default), opened in the app's
 * language and bound to it while the console is shown.
 */
export function useConsoleStore(save: SaveLanguage, create: () => Store = localStorageStore): Store {
  const [store] = useState(() => {
    const made = create();
    made.setItem('locale', adminLanguage());
    return made;
  });
  useEffect(() => bindConsoleLanguage(store, save), [store, save]);
  return store;
}

/**
 * Says in the console's notice that a language picked in the top bar was not saved, once the
 * console is back in the language it shows (before, the notice would go with the redrawing).
 */
export function useLanguageNotSavedNotice(): void {
  const notify = useNotify();
  const i18nProvider = useI18nProvider();
  const [locale] = useLocaleState();
  const [notSaved, setNotSaved] = useStore<boolean>(NOT_SAVED, false);
  useEffect(() => {
    if (!notSaved || i18nProvider.getLocale() !== locale) return;
    setNotSaved(false);
    notify('daybook.languageNotSaved', { type: 'error' });
  }, [notSaved, locale, i18nProvider, notify, setNotSaved]);
}
