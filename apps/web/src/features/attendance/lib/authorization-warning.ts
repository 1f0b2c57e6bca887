import type { ClientAttendance } from '@daybook/domain';

type Authorization = NonNullable<ClientAttendance['authorization']>;

/**
 * The new-record page's authorization warning (docs/billing-rules.md "Authorizations"): the
 * catalogue key and its values. Near the limit says what is left; a record that goes beyond says
 * what was left before it, or, when the signed records alone are already past the authorised
 * units, by how much (never "-4 units left").
 */
export function authorizationWarning(
  authorization: Authorization,
  recordUnits: number,
): {
  key: 'newRecord.authorizationNearLimit' | 'newRecord.authorizationExceeded' | 'newRecord.authorizationAlreadyOver';
  values: { number: string; remaining: number; over: number; units: number; recordUnits: number };
} {
  const values = {
    number: authorization.number,
    remaining: authorization.remaining_units,
    over: Math.max(0, -authorization.remaining_units),
    units: authorization.units,
    recordUnits,
  };
  if (authorization.warning !== 'exceeded') return { key: 'newRecord.authorizationNearLimit', values };
  return {
    key: authorization.remaining_units < 0 ? 'newRecord.authorizationAlreadyOver' : 'newRecord.authorizationExceeded',
    values,
  };
}
