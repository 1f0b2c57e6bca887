import { MSG, SERVICE_CODES } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { findServiceCode } from './billing.repository.js';

/** A 400 on a service field with its own machine code (docs/billing-rules.md). */
const serviceRefused = (message: string, code: string, field = 'service') =>
  new HttpError(400, `${field}: ${message}`, { [field]: [message] }, false, code, { fields: [field] });

const ORIGINAL_CODES: readonly string[] = SERVICE_CODES;

/**
 * Whether a new or changed attendance record may name this service (docs/billing-rules.md
 * "Service codes are data"): a `service_codes` row must exist (else 400 `service_code_unknown`)
 * and be active (else 400 `service_code_inactive`); the four original codes stay usable while
 * their rows exist, so the existing client keeps working whatever an admin marks inactive.
 */
export async function requireAttendanceService(db: Executor, code: string, field = 'service'): Promise<void> {
  const row = await findServiceCode(db, code);
  // the product's message for a service it does not know (docs/product-rules.md §5), with its own code
  if (!row) throw serviceRefused(MSG.invalidService, 'service_code_unknown', field);
  if (!row.active && !ORIGINAL_CODES.includes(row.code)) {
    throw serviceRefused(MSG.serviceCodeInactive, 'service_code_inactive', field);
  }
}

/**
 * A member's authorised service codes (docs/evv.md "Services"): each one a service_codes row that
 * a visit could name (the same rule as a visit's service), so a member is never authorised for a
 * code no visit can use.
 */
export async function requireServiceCodeList(db: Executor, codes: readonly string[] | null | undefined) {
  for (const code of new Set(codes ?? [])) await requireAttendanceService(db, code, 'service_codes');
}
