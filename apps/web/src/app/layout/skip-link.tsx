import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** The first stop of the keyboard: jumps past the navigation to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
        // It appears over the dark navigation bar.
        '&:focus-visible': { outlineColor: '#ffd166' },
      }}
    >
      {t('app.skipToContent')}
    </Link>
  );
}
