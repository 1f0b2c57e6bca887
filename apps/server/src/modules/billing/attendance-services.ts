import { type ActiveServiceCode, MSG, SERVICE_CODES } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { findServiceCode, listActiveServiceCodes } from './billing.repository.js';

/** A 400 on the `service` field with its own machine code (docs/billing-rules.md). */
const serviceRefused = (message: string, code: string) =>
  new HttpError(400, `service: ${message}`, { service: [message] }, false, code, { fields: ['service'] });

const ORIGINAL_CODES: readonly string[] = SERVICE_CODES;

/**
 * Whether a new or changed attendance record may name this service (docs/billing-rules.md
 * "Service codes are data"): a `service_codes` row must exist (else 400 `service_code_unknown`)
 * and be active (else 400 `service_code_inactive`); the four original codes stay usable while
 * their rows exist, so the existing client keeps working whatever an admin marks inactive.
 */
export async function requireAttendanceService(db: Executor, code: string): Promise<void> {
  const row = await findServiceCode(db, code);
  // the product's message for a service it does not know (docs/product-rules.md §5), with its own code
  if (!row) throw serviceRefused(MSG.invalidService, 'service_code_unknown');
  if (!row.active && !ORIGINAL_CODES.includes(row.code)) {
    throw serviceRefused(MSG.serviceCodeInactive, 'service_code_inactive');
  }
}

/** GET /api/service-codes/: the active service codes, for the new-record page's service list. */
export async function listAttendanceServices(ctx: AppContext): Promise<ActiveServiceCode[]> {
  return listActiveServiceCodes(ctx.db);
}
