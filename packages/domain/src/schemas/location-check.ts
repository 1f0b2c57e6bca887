import { z } from 'zod';
import { LOCATION_CHECK_STATUSES } from '../geo.js';

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
