import {
  billableHours,
  type Client,
  type ClientAttendance,
  type DailyProgress,
  type DailySchedule,
  displayDate,
  type Goal,
  type ProgressSignatureKey,
  percentageLabel,
  type RecordBillingKey,
  type RecordSignatureKey,
  recordBillableHours,
  type Trial,
} from '@daybook/domain';
import { type ClientAttendanceRow, type GoalRow, type TrialRow, toBool } from '../../db/schema.js';
import { locationName } from '../location-trust/location-name.js';
import type { AttendanceView, ClientView, ProgressView } from './care.repository.js';

/** GET /api/clients/ shape (docs/product-rules.md §3 "Client"). */
export function presentClient(row: ClientView): Client {
  return {
    id: row.id,
    clientId: row.client_code,
    firstName: row.first_name,
    lastName: row.last_name,
    dob: displayDate(row.dob),
    dob_iso: row.dob,
    location: row.location,
    location_name: locationName(row.location, row.location_name),
    billType: row.bill_type,
    phone: row.phone,
    guardian: row.guardian,
    status: row.status,
    user: row.owner_id,
    user_name: row.owner_name,
  };
}

export function presentGoal(row: GoalRow): Goal {
  return {
    id: row.id,
    description: row.description,
    activities: row.activities,
    outcome: row.outcome,
    active: toBool(row.active),
    position: row.position,
    client: row.client_id,
  };
}

/** An attendance record before billing adds its fields (billing/with-billing.ts). */
export function presentAttendance(row: AttendanceView): Omit<ClientAttendance, RecordBillingKey | RecordSignatureKey> {
  const absent = toBool(row.absent);
  return {
    id: row.id,
    client: row.client_code,
    client_id: row.client_id,
    client_name: `${row.first_name} ${row.last_name}`,
    date: displayDate(row.date),
    date_iso: row.date,
    time_in: row.time_in,
    time_out: row.time_out,
    service: row.service,
    location: row.location,
    one_on_one: toBool(row.one_on_one),
    absent,
    provider: row.provider_text,
    documentation: toBool(row.documented),
    documentation_note: row.documentation,
    has_notes: row.progress_id !== null,
    progress_id: row.progress_id,
    billable_hours: recordBillableHours({ absent, time_in: row.time_in, time_out: row.time_out }),
    scheduled_hours: billableHours(row.time_in, row.time_out),
    created_by: row.created_by,
    created_by_name: row.created_by_name,
  };
}

/** A row of the Daily Schedule: the attendance record's own fields as the attendance answers show them. */
export function presentScheduleRow(row: AttendanceView): DailySchedule['rows'][number] {
  const { id, client, client_id, client_name, time_in, time_out, service, location, one_on_one, absent, provider } =
    presentAttendance(row);
  return { id, client, client_id, client_name, time_in, time_out, service, location, one_on_one, absent, provider };
}

/** What the audit log keeps of an attendance row (booleans alike on both dialects). */
export function attendanceForAudit(row: ClientAttendanceRow) {
  return { ...row, one_on_one: toBool(row.one_on_one), absent: toBool(row.absent), documented: toBool(row.documented) };
}

/** A progress note before its signatures are added (signatures/with-signatures.ts). */
export function presentProgress(row: ProgressView): Omit<DailyProgress, ProgressSignatureKey> {
  return {
    id: row.id,
    date: displayDate(row.date),
    date_iso: row.date,
    location: row.location,
    general_notes: row.general_notes,
    additional_notes: row.additional_notes,
    provider_initials: row.provider_initials,
    client: row.client_id,
    client_code: row.client_code,
    created_by: row.created_by,
    updated_at: row.updated_at,
  };
}

export function presentTrial(row: TrialRow): Trial {
  return {
    id: row.id,
    trial_number: row.trial_number,
    percentage: percentageLabel(row.percentage),
    percentage_value: row.percentage,
    value: row.value,
    initials: row.initials,
    goal: row.goal_id,
    daily_progress: row.daily_progress_id,
  };
}
