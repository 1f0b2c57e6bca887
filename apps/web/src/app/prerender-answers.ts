import type { QueryClient } from '@tanstack/react-query';
import { clientsQuery } from '../api/clients';
import { organisationQuery } from '../api/organisation';
import { profileQuery } from '../api/profile';
import { userSettingsQuery } from '../api/user-settings';
import { payPeriodQuery } from '../features/dashboard/api/pay-period';
import { payPeriodSummaryQuery, todayQuery } from '../features/dashboard/api/workday';
import { workweekQuery } from '../features/dashboard/api/workweek';
import { memberHistoryQuery, membersQuery } from '../features/members/api/members';
import type { Schema } from '../lib/typed-api';

/**
 * Sample answers for the build's render of a signed-in page with its data (app/prerender.tsx,
 * docs/decisions/0041-signed-in-first-screens.md). That render is never shown: only the style rules
 * it makes are kept, so that the page's first commit with its real answers finds them already in
 * the page instead of compiling and inserting each one on the phone. The answers are shaped as the
 * API answers (each typed by its query) and cover what a page can show: a shift under way with a
 * pause behind it, past days, clients of every status, members with visits.
 */
const shift = {
  id: 41,
  date: '11/27/2026',
  work_date: '2026-11-27',
  day: 'Friday',
  check_in: '07:58 AM',
  check_out: null,
  check_in_at: '2026-11-27T14:58:00.000Z',
  check_out_at: null,
  hours_worked: 3.2,
  worked_minutes: 192,
  paused_minutes: 30,
  worked_seconds: 11_520,
  paused_seconds: 1_800,
  paused: false,
  paused_at: null,
  pause_reason: null,
  status: 'In Progress',
  late: false,
  check_in_offline: false,
  check_in_received_at: null,
  check_out_offline: false,
  check_out_received_at: null,
} as const;

const pastDay = (id: number, day: string, iso: string, us: string) => ({
  ...shift,
  id,
  date: us,
  work_date: iso,
  day,
  check_out: '04:03 PM',
  check_out_at: `${iso}T23:03:00.000Z`,
  check_in_at: `${iso}T14:57:00.000Z`,
  hours_worked: 7.6,
  worked_minutes: 456,
  worked_seconds: 27_360,
  status: 'Completed' as const,
  pauses: [
    {
      paused_at: `${iso}T19:00:00.000Z`,
      resumed_at: `${iso}T19:30:00.000Z`,
      reason: 'Lunch break',
      pause_offline: false,
      pause_received_at: null,
      resume_offline: false,
      resume_received_at: null,
    },
  ],
  rate_per_hour: 18.75,
  biweekly_total_hours: 80,
  biweekly_worked_hours: 69.28,
});

const client = (id: number, firstName: string, lastName: string, status: 'active' | 'inactive') => ({
  id,
  clientId: `GC-${1000 + id}`,
  firstName,
  lastName,
  dob: '03/18/1994',
  dob_iso: '1994-03-18',
  location: 'GUADALUPE_DTA',
  location_name: 'Guadalupe DTA',
  billType: 'monthly' as const,
  phone: '4805550111',
  guardian: 'Lucia Alvarez',
  status,
  user: 3,
  user_name: 'Ana Reyes',
});

const visit = (id: number, memberId: number, memberName: string, open: boolean) => ({
  id,
  member_id: memberId,
  member_name: memberName,
  provider_id: 3,
  provider_name: 'Ana Reyes',
  service: 'DTA1',
  date: '2026-11-27',
  visit_date: '2026-11-27',
  check_in: '09:00',
  check_out: open ? null : '10:30',
  check_in_at: '2026-11-27T16:00:00.000Z',
  check_out_at: open ? null : '2026-11-27T17:30:00.000Z',
  hours_worked: open ? 0 : 1.5,
  worked_minutes: open ? 0 : 90,
  status: open ? ('Active' as const) : ('Completed' as const),
  check_in_latitude: 33.3785,
  check_in_longitude: -111.9561,
  check_in_accuracy: 15,
  check_out_latitude: open ? null : 33.3784,
  check_out_longitude: open ? null : -111.956,
  check_out_accuracy: open ? null : 12,
  verification_status: open ? null : ('verified' as const),
  check_in_offline: false,
  check_in_received_at: null,
  check_out_offline: false,
  check_out_received_at: null,
});

/** Puts the sample answers into the build's query client. */
export function seedSampleAnswers(queryClient: QueryClient): void {
  queryClient.setQueryData(profileQuery.queryKey, {
    id: 3,
    name: 'Ana Reyes',
    email: 'ana@daybook.test',
    phone: '4805550103',
    avatar: null,
    location: 'Guadalupe DTA',
    location_code: 'GUADALUPE_DTA',
    payrollId: 'PR-1003',
    providerId: 'PV-2003',
    status: 'active',
    role: 'staff',
    mustChangePassword: false,
  });
  queryClient.setQueryData(organisationQuery.queryKey, {
    name: 'Daybook Day Programs',
    time_zone: 'America/Phoenix',
    support_email: 'support@daybook.test',
    support_phone: '(480) 555-0100',
    address: '9241 S Avenida del Yaqui, Guadalupe, AZ 85283',
    hours: 'Mon-Fri 8am-4pm',
    hours_es: 'lun-vie 8 a. m.-4 p. m.',
  });
  const settings: Schema<'UserSettings'> = {
    id: 3,
    street_address: '8810 S Avenida Del Yaqui',
    address2: 'Apt 4',
    city: 'Guadalupe',
    state: 'AZ',
    zip_code: '85283',
    manager_name: 'Maria Lopez',
    manager_email: 'manager@daybook.test',
    user: 3,
    provider_id: 'PV-2003',
    payroll_id: 'PR-1003',
    location: 'Guadalupe DTA',
    gender: 'Female',
    race: 'Hispanic or Latino',
    marital_status: 'Married',
    services_provided: 'DTA1, DTT',
    additional_info: null,
    updated_at: '2026-11-20T00:00:00.000Z',
    location_code: 'GUADALUPE_DTA',
  };
  queryClient.setQueryData(userSettingsQuery.queryKey, settings);
  queryClient.setQueryData(payPeriodQuery.queryKey, {
    start_date: '11/15/2026',
    end_date: '11/30/2026',
    start: '2026-11-15',
    end: '2026-11-30',
  });
  queryClient.setQueryData(todayQuery.queryKey, {
    ...shift,
    now: '2026-11-27T18:10:00.000Z',
    shifts: [{ ...shift, pauses: [] }],
    day_worked_seconds: 11_520,
    day_paused_seconds: 1_800,
    day_hours_worked: 3.2,
    clockOffsetMs: 0,
  });
  queryClient.setQueryData(payPeriodSummaryQuery.queryKey, {
    start_date: '11/15/2026',
    end_date: '11/30/2026',
    start: '2026-11-15',
    end: '2026-11-30',
    worked_minutes: 4_157,
    worked_seconds: 249_420,
    hours_worked: 69.28,
    rate_per_hour: 18.75,
    target_hours: 80,
    progress_percent: 86,
    records: [
      pastDay(16, 'Thursday', '2026-11-26', '11/26/2026'),
      pastDay(17, 'Wednesday', '2026-11-25', '11/25/2026'),
    ],
  });
  queryClient.setQueryData(workweekQuery.queryKey, {
    week_start: '2026-11-22',
    week_end: '2026-11-28',
    worked_seconds: 110_040,
    hours_worked: 30.57,
    threshold_seconds: 144_000,
    seconds_until_overtime: 33_960,
    overtime_seconds: 0,
    running: true,
    now: '2026-11-27T18:10:00.000Z',
  });
  queryClient.setQueryData(clientsQuery.queryKey, [
    client(1, 'Mateo', 'Alvarez', 'active'),
    client(2, 'Sofia', 'Begay', 'active'),
    client(3, 'Daniel', 'Cruz', 'inactive'),
  ]);
  queryClient.setQueryData(membersQuery.queryKey, [
    {
      id: 1,
      name: 'Rosa Valenzuela',
      email: 'rosa@example.test',
      user_id: 3,
      user_name: 'Ana Reyes',
      service_codes: null,
    },
    {
      id: 2,
      name: 'Tomas Yucupicio',
      email: 'tomas@example.test',
      user_id: 3,
      user_name: 'Ana Reyes',
      service_codes: null,
    },
  ]);
  queryClient.setQueryData(memberHistoryQuery(null).queryKey, [
    visit(1, 1, 'Rosa Valenzuela', false),
    visit(2, 2, 'Tomas Yucupicio', true),
  ]);
}
