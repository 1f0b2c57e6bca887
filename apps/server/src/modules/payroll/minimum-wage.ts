import { MSG } from '@daybook/domain';
import { HttpError } from '../../lib/http-error.js';

/** A rate below the organisation's minimum wage (400 `rate_below_minimum`, naming the minimum). */
export const belowMinimum = (minimum: number) =>
  new HttpError(
    400,
    `hourly_rate_cents: ${MSG.rateBelowMinimum}`,
    { hourly_rate_cents: [MSG.rateBelowMinimum] },
    false,
    'rate_below_minimum',
    { minimum_wage_cents: minimum },
  );
