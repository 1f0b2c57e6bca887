import { formatNumber } from '../../../lib/i18n/intl';

/**
 * A distance from a place as a reader takes it in at a glance: whole metres under a kilometre
 * ("592 m"), else kilometres with one decimal and the reader's separators ("157.3 km",
 * "1,234.6 km"; es-US writes numbers as en-US does). The server's figure stays in whole metres.
 */
export function distanceText(metres: number): string {
  const whole = Math.round(metres);
  if (Math.abs(whole) < 1000) return formatNumber(whole, { style: 'unit', unit: 'meter' });
  return formatNumber(metres / 1000, {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}
