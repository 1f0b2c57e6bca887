import { z } from 'zod';
import { LOCATION_CHECK_STATUSES } from '../geo.js';
import { optionalText } from './fields.js';
import { attendanceServiceInput } from './service-code.js';

/**
 * What a located action (check-in, check-out, pause, resume, member check-in/out) answers beside
 * its usual fields: how the server judged its location (issue 13, docs/evv.md). Kept apart from
 * schemas/location-trust.ts so the work-day and member schemas can import it without a cycle.
 */
export const locationCheckSchema = z.object({
  status: z.enum(LOCATION_CHECK_STATUSES).describe('no_geofence: no location with coordinates applies'),
  distance_m: z.number().int().nullable().describe('Metres to the geofence judged against'),
  exception_id: z
    .number()
    .int()
    .nullable()
    .describe('The location exception created (outside, low accuracy, no location), else null'),
  location: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
});
export type LocationCheck = z.infer<typeof locationCheckSchema>;

/**
 * A member's EVV details as the admin console reads and writes them (issue 13, docs/evv.md): the
 * AHCCCS-style member id, the service address and its coordinates (the home geofence's centre),
 * the home radius in metres and the service codes the member is authorised for (null: any).
 */
export const memberEvvFields = {
  member_id: optionalText(20).refine((v) => v === null || /^[A-Za-z0-9-]+$/.test(v), {
    error: 'Use letters, digits and dashes.',
  }),
  service_address: optionalText(300),
  latitude: z.number({ error: 'Must be a number.' }).finite().min(-90).max(90).nullable(),
  longitude: z.number({ error: 'Must be a number.' }).finite().min(-180).max(180).nullable(),
  home_radius_m: z.number({ error: 'Must be a whole number.' }).int().min(1).max(100_000),
  service_codes: z.array(attendanceServiceInput).max(10).nullable(),
};
export const memberEvvSchema = {
  member_id: z.string().nullable().describe('AHCCCS-style member id'),
  service_address: z.string().nullable(),
  latitude: z.number().nullable().describe('The home geofence’s centre'),
  longitude: z.number().nullable(),
  home_radius_m: z.number().int().describe('Home geofence radius in metres (default 300)'),
  service_codes: z.array(z.string()).nullable().describe('Authorised service codes; null: any'),
};
