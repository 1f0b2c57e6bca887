import { z } from 'zod';
import { PAUSE_REASON_MAX } from '../constants.js';
import { MSG } from '../messages.js';

/**
 * A pause's reason (docs/product-rules.md §5): not blank, at most PAUSE_REASON_MAX characters. Its
 * own module, shared by POST /api/attendance/pause/ (schemas/workday.ts) and the kiosk's pause form
 * (schemas/kiosk-forms.ts), so the kiosk's start builds this rule without every work-day schema
 * (docs/performance.md, "Signed-in pages: what runs before the first paint").
 */
export const pauseReason = z
  .string({ error: MSG.pauseReasonRequired })
  .trim()
  .min(1, { error: MSG.pauseReasonRequired })
  .max(PAUSE_REASON_MAX, { error: `Ensure this field has no more than ${PAUSE_REASON_MAX} characters.` })
  .refine((v) => !v.includes('\u0000'), { error: 'Contains a character that is not allowed.' });
