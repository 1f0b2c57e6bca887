import type { ClientAttendance } from '@daybook/domain';
import type { TFunction } from 'i18next';

type Authorization = NonNullable<ClientAttendance['authorization']>;

/**
 * The new-record page's authorization warning (docs/billing-rules.md "Authorizations"): the
 * catalogue key and its values. Near the limit says what is left; a record that goes beyond says
 * what was left before it, or, when the signed records alone are already past the authorised
 * units, by how much (never "-4 units left"). `count` is the units left, so that Spanish agrees
 * with it ("queda 1 de 100 unidades"); the other figures are worded with their noun ("1 unidad").
 */
export function authorizationWarning(
  authorization: Authorization,
  recordUnits: number,
  t: TFunction,
): {
  key: 'newRecord.authorizationNearLimit' | 'newRecord.authorizationExceeded' | 'newRecord.authorizationAlreadyOver';
  values: { number: string; count: number; over: string; units: string; recordUnits: string };
} {
  const unitCount = (count: number) => t('newRecord.unitCount', { count });
  const values = {
    number: authorization.number,
    count: authorization.remaining_units,
    over: unitCount(Math.max(0, -authorization.remaining_units)),
    units: unitCount(authorization.units),
    recordUnits: unitCount(recordUnits),
  };
  if (authorization.warning !== 'exceeded') return { key: 'newRecord.authorizationNearLimit', values };
  return {
    key: authorization.remaining_units < 0 ? 'newRecord.authorizationAlreadyOver' : 'newRecord.authorizationExceeded',
    values,
  };
}
