import { dateFormat } from '../../../lib/i18n/formats';
import { formatClockTime } from '../../../lib/i18n/intl';

/**
 * The time a kiosk action was recorded, for its result screen: in English as the kiosk has always
 * written it ("7:04 PM"); in Spanish the time of day every Spanish screen writes, "07:04 p.m."
 * (docs/decisions/0020-spanish.md, "Times of day").
 */
export function resultTime(at: string, timeZone: string, locale: string): string {
  if (locale.startsWith('es')) return formatClockTime(at, timeZone, locale);
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(at));
}
