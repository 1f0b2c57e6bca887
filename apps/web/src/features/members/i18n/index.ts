import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { addCatalogues } from '../../../lib/i18n';
import '../../../lib/i18n/messages';
import { en } from './en';
import { es } from './es';

addCatalogues({ en, es });

export type MembersTextKey = keyof typeof en.members;

/** The members page's texts by their key within the `members` catalogue. */
export function useMembersText(): (key: MembersTextKey, options?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return useCallback((key, options) => String(t(`members.${key}`, options ?? {})), [t]);
}
