import { z } from 'zod';
import { PASSWORD_MAX } from '../constants.js';
import { LOCATION_CODES, LOCATION_NAMES, type LocationCode, PROFILE_STATUSES, ROLES } from '../enums.js';
import { CORE_MSG as MSG } from '../messages-core.js';
import { email, optionalText, requiredText } from './fields.js';

const LOCATION_BY_TEXT = new Map<string, LocationCode>(
  LOCATION_CODES.flatMap((code) => [
    [code.toLowerCase(), code] as const,
    [LOCATION_NAMES[code].toLowerCase(), code] as const,
  ]),
);

/** The code of a location given as a code or as its label ("Guadalupe DTA"), any case; null when unknown. */
export function profileLocationCode(text: string | null | undefined): LocationCode | null {
  return text ? (LOCATION_BY_TEXT.get(text.trim().toLowerCase()) ?? null) : null;
}

/**
 * The label of a stored location code, as the profile edit dialog lists it: the name of its
 * locations row when known (ADR 0028), else a legacy code's label, else the value as it is.
 */
export function profileLocationLabel(stored: string | null | undefined, rowName?: string | null): string | null {
  if (!stored) return null;
  if (rowName) return rowName;
  const code = profileLocationCode(stored);
  return code ? LOCATION_NAMES[code] : stored;
}

const locationLabel = z
  .string()
  .nullable()
  .describe(
    'the location’s label as the profile dialog lists it ("Guadalupe DTA", "Guadalupe DTT", "Guadalupe Special DTA")',
  );
const locationCode = z
  .string()
  .nullable()
  .describe('the same location as a code (GUADALUPE_DTA, …; any admin console location, ADR 0028)');

/**
 * GET /api/profile/ (docs/product-rules.md §3 "Profile"): `location` in the label form of the existing client's edit dialog;
 * role, mustChangePassword and location_code are additions for Daybook's own screens.
 */
export const profile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  location: locationLabel,
  location_code: locationCode,
  payrollId: z.string().nullable(),
  providerId: z.string().nullable(),
  status: z.enum(PROFILE_STATUSES),
  role: z.enum(ROLES),
  mustChangePassword: z.boolean(),
});
export type Profile = z.infer<typeof profile>;

const phone = optionalText(30).refine((value) => value === null || /^[0-9+().\-\s]{7,30}$/.test(value), {
  error: 'Enter a valid phone number.',
});

const INVALID_LOCATION = 'Choose a valid location.';

/**
 * PUT /api/profile/ (docs/product-rules.md §7): name and email required, the rest optional (docs/product-rules.md §5). A location is
 * a code or its label (the existing client's dialog sends "Guadalupe DTA"), or any admin console
 * location by id, code or name (ADR 0028; the server answers 400 `location_unknown` /
 * `location_inactive`), stored as the code; blank or null clears it. Changing the sign-in email needs `current_password` (issue 10 item 14); a request
 * that keeps the email, like the existing client's dialog, needs none.
 */
export const profileUpdateBody = z.strictObject({
  name: requiredText(150),
  email,
  phone: phone.optional(),
  // optional() goes last, as for the other fields: a location left out keeps its value
  // (transforming first turned an absent location into null and cleared it).
  location: z
    .union(
      [z.string().max(100, { error: INVALID_LOCATION }), z.number().int().positive().max(2_147_483_647), z.null()],
      {
        error: INVALID_LOCATION,
      },
    )
    .transform((value) => {
      if (value === null) return null;
      const text = String(value).trim();
      if (text === '') return null;
      return profileLocationCode(text) ?? text;
    })
    .optional(),
  current_password: z
    .string({ error: 'Must be text.' })
    .max(PASSWORD_MAX, { error: MSG.passwordMax })
    .optional()
    .describe('the signed-in user’s password; required only when `email` changes'),
  payrollId: optionalText(50).optional(),
  providerId: optionalText(50).optional(),
  status: z.enum(PROFILE_STATUSES, { error: 'Choose active, inactive or pending.' }).optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/**
 * GET /api/user/settings/ (docs/product-rules.md §3 "User settings"); manager_email, updated_at and location_code
 * are additions; `location` is the label, as on the profile.
 */
export const userSettings = z.object({
  id: z.number().int(),
  street_address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  manager_name: z.string().nullable(),
  manager_email: z.string().nullable(),
  user: z.number().int(),
  provider_id: z.string().nullable(),
  payroll_id: z.string().nullable(),
  location: locationLabel,
  gender: z.string().nullable(),
  race: z.string().nullable(),
  marital_status: z.string().nullable(),
  services_provided: z.string().nullable(),
  additional_info: z.string().nullable(),
  updated_at: z.string(),
  location_code: locationCode,
});
export type UserSettings = z.infer<typeof userSettings>;

/** Public organisation details: footer, support contact, zone (docs/product-rules.md §2 footer, Profile modal). */
export const organisationInfo = z.object({
  name: z.string(),
  time_zone: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  address: z.string(),
  hours: z.string(),
  /** The opening hours in Spanish, or null where none are written: the footer then shows `hours` (ADR 0020). */
  hours_es: z.string().nullable(),
});
export type OrganisationInfo = z.infer<typeof organisationInfo>;
