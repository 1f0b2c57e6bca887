import { z } from 'zod';
import { LOCATION_CODES, PROFILE_STATUSES, ROLES } from '../enums.js';
import { email, optionalText, requiredText } from './fields.js';

/** GET /api/profile/ (spec §3 "Profile"); role and mustChangePassword are additions for the client. */
export const profile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  location: z.string().nullable(),
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

/** PUT /api/profile/ (spec §7): name and email required, the rest optional (spec §5). */
export const profileUpdateBody = z.strictObject({
  name: requiredText(150),
  email,
  phone: phone.optional(),
  // optional() goes last, as for the other fields: a location left out keeps its value
  // (transforming first turned an absent location into null and cleared it).
  location: z
    .union([z.enum(LOCATION_CODES), z.literal(''), z.null()], { error: 'Choose a valid location.' })
    .transform((value) => (value ? value : null))
    .optional(),
  payrollId: optionalText(50).optional(),
  providerId: optionalText(50).optional(),
  status: z.enum(PROFILE_STATUSES, { error: 'Choose active, inactive or pending.' }).optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/** GET /api/user/settings/ (spec §3 "User settings"); manager_email and updated_at are additions. */
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
  location: z.string().nullable(),
  gender: z.string().nullable(),
  race: z.string().nullable(),
  marital_status: z.string().nullable(),
  services_provided: z.string().nullable(),
  additional_info: z.string().nullable(),
  updated_at: z.string(),
});
export type UserSettings = z.infer<typeof userSettings>;

/** Public organisation details: footer, support contact, zone (spec §2 footer, Profile modal). */
export const organisationInfo = z.object({
  name: z.string(),
  time_zone: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  address: z.string(),
  hours: z.string(),
});
export type OrganisationInfo = z.infer<typeof organisationInfo>;
