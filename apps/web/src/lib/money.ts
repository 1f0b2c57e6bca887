import { formatUsd } from './i18n/intl';

/** Integer cents as US dollars ("$1,234.50") in the chosen language's locale (lib/i18n/intl.ts). */
export function formatCents(cents: number): string {
  return formatUsd(cents);
}
