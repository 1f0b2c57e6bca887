import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { addCatalogues } from '../../../lib/i18n';
import { en } from './en';

addCatalogues({ en });

export type MembersTextKey = keyof typeof en.members;

/** The members page's texts by their key within the `members` catalogue. */
export function useMembersText(): (key: MembersTextKey, options?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return useCallback((key, options) => String(t(`members.${key}`, options ?? {})), [t]);
}
