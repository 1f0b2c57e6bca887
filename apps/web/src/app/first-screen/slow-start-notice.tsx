import { useTranslation } from 'react-i18next';
import './i18n';

/** The class scripts/prerender.mjs gives its delayed appearance (`SLOW_START_STYLE`). */
export const SLOW_START_CLASS = 'slow-start';

/**
 * A first screen's word for when its scripts do not arrive (docs/offline.md, "When the scripts do
 * not arrive"): the build's HTML shows the page at once with its controls disabled until the app
 * takes it over, so on a weak signal, or when a script fails to load, the page would otherwise sit
 * greyed out with no explanation. Written hidden into the build's HTML; the page's own style makes
 * it appear after a while, with no script, and the app's first render removes it with the rest of
 * the build's markup. The link loads the page (`path`, the page's own address) again.
 */
export function SlowStartNotice({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <p className={SLOW_START_CLASS} role="status">
      {t('firstScreen.slowStart')} <a href={path}>{t('firstScreen.reload')}</a>.
    </p>
  );
}
