import { localDateOf, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../lib/http-error.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';

/** The organisation-local date today (docs/product-rules.md §10). */
export async function organisationToday(ctx: AppContext): Promise<string> {
  return localDateOf(ctx.clock.now(), await organisationTimeZone(ctx.db));
}

/**
 * Refuses a care record (attendance, progress note) dated after today in the organisation's zone:
 * a field error on `date` (ADR 0009, addendum).
 */
export async function refuseFutureDate(ctx: AppContext, date: string): Promise<void> {
  if (date > (await organisationToday(ctx))) throw fieldError('date', MSG.careDateInFuture);
}

/** Refuses a client's date of birth after `today` (organisationToday): a field error on `dob`; none given passes. */
export function refuseFutureDob(dob: string | undefined, today: string): void {
  if (dob !== undefined && dob > today) throw fieldError('dob', MSG.dobFuture);
}
