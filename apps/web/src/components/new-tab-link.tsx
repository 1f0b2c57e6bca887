import Link, { type LinkProps } from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';

/** A link that opens in a new tab, saying so to screen readers; the new page gets no opener. */
export function NewTabLink({ children, ...props }: Omit<LinkProps, 'target' | 'rel'>) {
  const { t } = useTranslation();
  return (
    <Link {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {t('app.opensInNewTab')}</VisuallyHidden>
    </Link>
  );
}
