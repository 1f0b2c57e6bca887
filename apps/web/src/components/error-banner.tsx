import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { LazyAlert } from './lazy-alert';

interface ErrorBannerProps {
  message: string | null | undefined;
  /** When given, the banner shows a dismiss button. */
  onDismiss?: () => void;
  sx?: SxProps<Theme>;
}

/** An inline error message in the page, read out when it appears (docs/product-rules.md §2 "inline error banner"). */
export function ErrorBanner({ message, onDismiss, sx }: ErrorBannerProps) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <LazyAlert
      data-testid="error-banner"
      severity="error"
      role="alert"
      onClose={onDismiss}
      slotProps={{ closeButton: { 'aria-label': t('common.dismiss'), title: t('common.dismiss') } }}
      sx={sx}
    >
      {message}
    </LazyAlert>
  );
}
