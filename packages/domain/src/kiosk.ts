import { z } from 'zod';
import { PAUSE_REASON_MAX, RECORD_ID_MAX } from './constants.js';
import { LANGUAGES } from './language.js';
import { MSG } from './messages.js';
import { isTrivialPin } from './pin.js';
import { password } from './schemas/fields.js';

/**
 * The shared kiosk (issue 15 "Kiosk at the centre", docs/decisions/0024-kiosk.md): a tablet
 * registered by an admin or manager, on which staff check in and out with their own kiosk PIN.
 */

/** A kiosk PIN: 4 to 6 digits. */
export const KIOSK_PIN = /^[0-9]{4,6}$/;
/** Wrong PINs in a row after which a user's kiosk PIN is locked (docs/security.md "Kiosk"). */
export const KIOSK_PIN_FAILURE_LIMIT = 5;
/** Members one kiosk pass may check in or out at once. */
export const KIOSK_MEMBERS_MAX = 50;
/** Longest kiosk device name. */
export const KIOSK_DEVICE_NAME_MAX = 80;

/**
 * The kiosk's refusals: English text and machine code (the snake_case of the key). The web app
 * words them from the code in the reader's language.
 */
export const KIOSK_MSG = {
  kioskPinFormat: 'A kiosk PIN is 4 to 6 digits.',
  kioskPinTooSimple:
    'Choose a PIN that is harder to guess: not a run like 1234, one digit repeated, a repeated pair or a common PIN such as 2580.',
  kioskPinWrong: 'The name or PIN is not right.',
  kioskPinLocked:
    'This kiosk PIN is locked after too many wrong tries. Set a new PIN in your profile or ask an administrator to unlock it.',
  kioskTooManyAttempts: 'Too many wrong PINs. Please try again later.',
  kioskPinBusy: 'This PIN is already being checked. Please try again in a moment.',
  kioskDeviceUnknown: 'This device is not registered as a kiosk.',
  kioskDeviceRevoked: 'This kiosk device was revoked. An administrator or manager must set it up again.',
  kioskLocationNotUsable: 'Choose an active location that has coordinates.',
} as const;
export type KioskMessageKey = keyof typeof KIOSK_MSG;
/** `kioskPinWrong` → `kiosk_pin_wrong`. */
export const kioskCode = (key: KioskMessageKey) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** True when a kiosk PIN (4 to 6 digits) is trivially guessable (`isTrivialPin`). */
export function isTrivialKioskPin(pin: string): boolean {
  return KIOSK_PIN.test(pin) && isTrivialPin(pin);
}

const kioskPin = z.string({ error: KIOSK_MSG.kioskPinFormat }).regex(KIOSK_PIN, { error: KIOSK_MSG.kioskPinFormat });

/** PUT /api/profile/kiosk-pin/: the current password and the new PIN (null removes it). */
export const kioskPinBody = z.strictObject({
  current_password: password(MSG.currentPasswordRequired),
  pin: kioskPin.nullable(),
});
export type KioskPinBody = z.infer<typeof kioskPinBody>;

export const kioskPinStatusSchema = z.object({
  has_pin: z.boolean(),
  locked: z.boolean().describe('Locked after too many wrong PINs; a new PIN or an administrator unlocks it'),
});
export type KioskPinStatus = z.infer<typeof kioskPinStatusSchema>;

/**
 * A record id a kiosk body names, bounded like every other (RECORD_ID_MAX, a 32-bit column): a
 * bigger one is refused at the boundary instead of reaching PostgreSQL's out-of-range error.
 */
const kioskRecordId = z.number().int().positive().max(RECORD_ID_MAX);

/** POST /api/kiosk/devices/: a name and one of the admin console's locations. */
export const kioskDeviceBody = z.strictObject({
  name: z.string().trim().min(1).max(KIOSK_DEVICE_NAME_MAX),
  location_id: kioskRecordId,
});
export type KioskDeviceBody = z.infer<typeof kioskDeviceBody>;

export const kioskDeviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location_id: z.number().int(),
  location_name: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type KioskDevice = z.infer<typeof kioskDeviceSchema>;

export const kioskDeviceCreatedSchema = z.object({
  device: kioskDeviceSchema,
  token: z.string().describe('Shown once: the device keeps it and sends `Authorization: Kiosk <token>`'),
});

export const kioskLockedPinSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  locked_at: z.string(),
});

/** GET /api/kiosk/device/: what the kiosk screen shows about itself. */
export const kioskSelfSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location_name: z.string(),
  time_zone: z.string().describe('The organisation’s zone: times are shown in it'),
});

export const kioskRosterEntrySchema = z.object({
  user_id: z.number().int(),
  display_name: z.string().describe('First name and last initial'),
});

/**
 * Who is at the kiosk: the roster's user id and their PIN (sent again with each action). A PIN
 * that is not 4 to 6 digits cannot be anyone's: a 400 on `pin` at the boundary, not checked and
 * not counted as a wrong PIN (an empty one used up an attempt, fuzz 41).
 */
const identity = {
  user_id: kioskRecordId,
  pin: kioskPin,
};

export const kioskIdentifyBody = z.strictObject(identity);

export const KIOSK_STATES = ['not_started', 'working', 'paused', 'done'] as const;
export const kioskMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  checked_in: z.boolean().describe('The member has an open visit'),
});
export const kioskIdentitySchema = z.object({
  user_id: z.number().int(),
  display_name: z.string(),
  language: z
    .enum(LANGUAGES)
    .nullable()
    .describe('The language the person chose in Settings, null for none: the kiosk shows their steps in it'),
  state: z.enum(KIOSK_STATES),
  members: z.array(kioskMemberSchema).describe('The staff member’s active members'),
});
export type KioskIdentity = z.infer<typeof kioskIdentitySchema>;

export const KIOSK_ACTIONS = ['check_in', 'check_out', 'pause', 'resume'] as const;
export type KioskAction = (typeof KIOSK_ACTIONS)[number];

export const kioskPunchBody = z
  .strictObject({
    ...identity,
    action: z.enum(KIOSK_ACTIONS),
    reason: z.string().trim().max(PAUSE_REASON_MAX).optional(),
  })
  .refine((b) => b.action !== 'pause' || (b.reason !== undefined && b.reason.length > 0), {
    error: MSG.pauseReasonRequired,
    path: ['reason'],
  });
export type KioskPunchBody = z.infer<typeof kioskPunchBody>;

export const kioskPunchSchema = z.object({
  action: z.enum(KIOSK_ACTIONS),
  at: z.string().describe('ISO instant of the action (the server’s clock)'),
  display_name: z.string(),
  time_zone: z.string(),
});

export const kioskMemberVisitsBody = z.strictObject({
  ...identity,
  action: z.enum(['check_in', 'check_out']),
  member_ids: z.array(kioskRecordId).min(1).max(KIOSK_MEMBERS_MAX),
});
export type KioskMemberVisitsBody = z.infer<typeof kioskMemberVisitsBody>;

export const kioskMemberVisitsSchema = z.object({
  display_name: z.string(),
  time_zone: z.string(),
  results: z.array(
    z.object({
      member_id: z.number().int(),
      ok: z.boolean(),
      at: z.string().nullable(),
      code: z.string().nullable().describe('The refusal’s machine code when ok is false'),
    }),
  ),
});
