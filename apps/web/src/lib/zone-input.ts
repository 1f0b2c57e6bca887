import { TZDate } from '@date-fns/tz';
import { clockTime24, localDateOf } from '@daybook/domain';

/**
 * A datetime-local field on the organisation's wall clock, never the browser's: the admin console's
 * work-day correction and the EVV visit's Change dialog show and read their times through these.
 */

/** An ISO instant as the zone's wall clock (`YYYY-MM-DDTHH:MM`); '' for a missing or unreadable one. */
export function toZoneInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return `${localDateOf(instant, timeZone)}T${clockTime24(instant, timeZone)}`;
}

/**
 * A datetime-local value read on the zone's wall clock, as an ISO instant (the zone's offset on
 * that day from @date-fns/tz); null when the field is blank or not a time.
 */
export function fromZoneInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new TZDate(y, mo - 1, d, h, mi, s, timeZone).getTime();
  return Number.isFinite(at) ? new Date(at).toISOString() : null;
}
