import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page (e.g. "Settings | Daybook"). */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const suffix = t('app.titleSuffix');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${suffix}` : suffix;
  }, [pageTitle, suffix]);
}
