import { formatClockTime } from '../../../lib/i18n/intl';

/**
 * The time a kiosk action was recorded, for its result screen: the app's one time of day
 * (docs/decisions/0020-spanish.md, "Times of day"), "07:04 PM" in English and "07:04 p.m." in
 * Spanish, as every other screen writes it, in the organisation's zone.
 */
export function resultTime(at: string, timeZone: string, locale: string): string {
  return formatClockTime(at, timeZone, locale);
}
