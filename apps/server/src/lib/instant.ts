/**
 * Instants travel as ISO 8601 UTC with milliseconds (`2026-11-03T15:04:05.123Z`), the form both
 * databases hand back (docs/ARCHITECTURE.md; PostgreSQL's through `pgInstant` in db/database.ts).
 * Presenters pass such a value on as it is, and only another form goes through Date: on lists of
 * thousands of rows the parse and format of every instant was a visible share of the answer
 * (docs/performance.md, "Location trust").
 */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function isoInstant(value: string): string {
  return ISO_INSTANT.test(value) ? value : new Date(value).toISOString();
}

export function isoInstantOrNull(value: string | null): string | null {
  return value === null ? null : isoInstant(value);
}
