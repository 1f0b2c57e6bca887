import { z } from 'zod';
import { MSG } from '../messages.js';
import { missing } from './fields.js';

// A module of its own (re-exported by schemas/care.ts): the work day's location check and the kiosk
// forms need this one rule, and importing it from care.ts made every page that checks in or out
// build all of care's schemas first (docs/performance.md, "Signed-in pages: what runs before the
// first paint").

/**
 * An attendance record's service: the code of a `service_codes` row (docs/billing-rules.md
 * "Service codes are data"). Its form is checked here; whether the row exists and is active is
 * checked by the attendance operations (400 `service_code_unknown` / `service_code_inactive`).
 */
export const attendanceServiceInput = z
  .string({ error: (issue) => (missing(issue.input) ? MSG.serviceRequired : MSG.invalidService) })
  .trim()
  .min(1, { error: MSG.serviceRequired })
  .max(20, { error: MSG.invalidService })
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]{0,19}$/, { error: MSG.invalidService }));
