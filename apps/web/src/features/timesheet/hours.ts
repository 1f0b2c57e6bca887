import type { Timesheet } from '@daybook/domain';

/**
 * The hours a timesheet row did not deliver: its scheduled hours unless it is Completed (a No Show's
 * whole visit; nothing for a Completed row). Docs: docs/decisions/0009-care-records.md, addendum.
 */
export const hoursNotDelivered = (row: Timesheet['rows'][number]): number | null =>
  row.status === 'Completed' ? null : row.scheduled_hours;
