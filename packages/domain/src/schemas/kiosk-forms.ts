import { z } from 'zod';
import { KIOSK_PIN, kioskDeviceBody, kioskMemberVisitsBody, kioskPinBody } from '../kiosk.js';
import { loginBody } from './auth.js';
import { pauseReason } from './pause-reason.js';

/**
 * The kiosk's forms (docs/ARCHITECTURE.md "Web forms", ADR 0024), apart from the rest of
 * schemas/web-forms.ts: the kiosk's start then builds only the rules it checks, not those of every
 * area (docs/performance.md, "Signed-in pages: what runs before the first paint").
 */

/**
 * The kiosk PIN (PUT /api/profile/kiosk-pin/): the PIN is left free here, as removing it sends none;
 * the form checks a new one by `KIOSK_PIN` and `isTrivialKioskPin` (kiosk.ts) before sending.
 */
export const kioskPinForm = z.object({
  current_password: kioskPinBody.shape.current_password,
  pin: z.string(),
});

/** A kiosk device's registration (POST /api/kiosk/devices/): the location comes from a select as text. */
export const kioskDeviceForm = z.object({
  name: kioskDeviceBody.shape.name,
  location_id: z.string().min(1).transform(Number).pipe(kioskDeviceBody.shape.location_id),
});

/** An administrator's or manager's sign-in on the kiosk: the sign-in request itself. */
export const kioskLeadSignInForm = loginBody;

/**
 * The PIN typed at the kiosk to say who is there (POST /api/kiosk/identify/): the request's rule,
 * a kiosk PIN's 4 to 6 digits (`KIOSK_PIN`, kioskIdentifyBody), in the kiosk's words (`pinFormat`).
 */
export const kioskPinEntryForm = (pinFormat: string) =>
  z.object({ pin: z.string({ error: pinFormat }).regex(KIOSK_PIN, { error: pinFormat }) });

/** A pause at the kiosk (POST /api/kiosk/punch/, action pause): the reason as every pause checks it. */
export const kioskPauseForm = z.object({ reason: pauseReason });

/** The members a kiosk pass checks in or out (POST /api/kiosk/member-visits/): the request's list. */
export const kioskMembersForm = z.object({ member_ids: kioskMemberVisitsBody.shape.member_ids });
