import { type AdminOrganisation, type OrganisationInfo, parseWorkingDays } from '@daybook/domain';
import type { Selectable } from 'kysely';
import type { OrganisationTable } from '../../db/schema.js';

type OrganisationRow = Selectable<OrganisationTable>;

/** GET /api/organisation/: the public details for the footer, sign-in page and support modal. */
export function presentOrganisationInfo(org: OrganisationRow): OrganisationInfo {
  return {
    name: org.name,
    time_zone: org.time_zone,
    support_email: org.support_email,
    support_phone: org.support_phone,
    address: org.address,
    hours: org.hours_text,
    hours_es: org.hours_text_es,
  };
}

/** The organisation settings as the admin console shows them; hours and the multiplier from hundredths. */
export function presentOrganisationSettings(org: OrganisationRow): AdminOrganisation {
  return {
    id: 1,
    name: org.name,
    time_zone: org.time_zone,
    late_grace_minutes: org.late_grace_minutes,
    default_start_time: org.default_start_time,
    support_email: org.support_email,
    support_phone: org.support_phone,
    address: org.address,
    hours_text: org.hours_text,
    hours_text_es: org.hours_text_es,
    updated_at: org.updated_at,
    working_days: [...parseWorkingDays(org.working_days)],
    workweek_start_day: org.workweek_start_day,
    overtime_threshold_hours: org.overtime_threshold_hundredths / 100,
    overtime_multiplier: org.overtime_multiplier_hundredths / 100,
    rounding_minutes: org.rounding_minutes,
    minimum_wage_cents: org.minimum_wage_cents,
  };
}
