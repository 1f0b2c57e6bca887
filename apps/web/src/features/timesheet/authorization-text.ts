import type { RecordAuthorization } from '@daybook/domain';
import type { TFunction } from 'i18next';

/**
 * The timesheet's authorization cell (docs/billing-rules.md "What the timesheet shows"): the units
 * the authorization has left after this row's service (every record of the authorization up to it,
 * in date order), or, once that is past the authorised units, by how many ("A123: 4 units over",
 * never "A123: -4 units left").
 */
export function authorizationText(
  t: TFunction,
  authorization: Pick<RecordAuthorization, 'number' | 'remaining_units_as_of'>,
): string {
  const { number, remaining_units_as_of: remaining } = authorization;
  if (remaining < 0) return t('timesheet.authorizationOver', { number, over: -remaining, count: -remaining });
  return t('timesheet.authorizationLeft', { number, remaining, count: remaining });
}
