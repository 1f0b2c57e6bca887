import {
  csvField,
  type EvvVerificationStatus,
  type EvvVisit,
  type LocationCheckStatus,
  type MemberConfirmationReason,
  safeCell,
  verifyVisit,
} from '@daybook/domain';
import { parseCodes } from '../../lib/code-list.js';
import { isoInstant, isoInstantOrNull } from '../../lib/instant.js';
import type { EvvListRow } from './evv.repository.js';

const iso = isoInstantOrNull;

/** The status and reasons: as stored at check-out or change; open while checked in; derived for older visits. */
export function verificationOf(row: EvvListRow): { status: EvvVerificationStatus; reasons: string[] } {
  if (!row.check_out_at) return { status: 'open', reasons: [] };
  const stored = parseCodes(row.verification_reasons);
  if (row.verification_status && stored) return { status: row.verification_status, reasons: stored };
  return verifyVisit({
    start: row.check_in_location_status as LocationCheckStatus | null,
    end: row.check_out_location_status as LocationCheckStatus | null,
    confirmationName: row.confirmation_name,
    confirmationReason: row.confirmation_reason as MemberConfirmationReason | null,
    changed: row.reason_code !== null,
  });
}

/** One visit of GET /api/evv/visits/ with the six elements (docs/evv.md). */
export function presentEvvVisit(row: EvvListRow, evvServiceCodes: readonly string[], changes: number): EvvVisit {
  const { status, reasons } = verificationOf(row);
  return {
    id: row.id,
    service: row.service,
    evv_required: evvServiceCodes.includes(row.service),
    member: { id: row.member_id, name: row.member_name, member_id: row.member_ahcccs_id },
    date: row.visit_date,
    start: {
      latitude: row.check_in_latitude,
      longitude: row.check_in_longitude,
      accuracy: row.check_in_accuracy,
      location_status: row.check_in_location_status,
      distance_m: row.check_in_distance_m,
    },
    end: {
      latitude: row.check_out_latitude,
      longitude: row.check_out_longitude,
      accuracy: row.check_out_accuracy,
      location_status: row.check_out_location_status,
      distance_m: row.check_out_distance_m,
    },
    provider: { id: row.provider_id, name: row.provider_name, provider_id: row.provider_code },
    check_in_at: isoInstant(row.check_in_at),
    check_out_at: iso(row.check_out_at),
    worked_minutes: row.worked_minutes ?? 0,
    status,
    reasons,
    confirmation: {
      name: row.confirmation_name,
      reason: row.confirmation_reason,
      at: iso(row.confirmed_at),
    },
    reason_code: row.reason_code,
    resolution_code: row.resolution_code,
    attestation: row.attestation,
    changes,
    updated_at: isoInstant(row.updated_at),
  };
}

/** The export's columns, in order (docs/evv.md "Export"). */
export const EVV_EXPORT_COLUMNS = [
  'visit_id',
  'member_id',
  'member_name',
  'service_code',
  'evv_required',
  'visit_date',
  'provider_staff_id',
  'provider_id',
  'provider_name',
  'start_time_utc',
  'end_time_utc',
  'start_latitude',
  'start_longitude',
  'start_accuracy_m',
  'start_location_status',
  'end_latitude',
  'end_longitude',
  'end_accuracy_m',
  'end_location_status',
  'duration_minutes',
  'verification_status',
  'exception_reasons',
  'member_confirmation_name',
  'member_confirmation_reason',
  'reason_code',
  'resolution_code',
  'attestation',
] as const;

const text = (value: string | number | boolean | null) => (value === null ? '' : String(value));

/** The CSV for the aggregator: a header row and one row per visit, CRLF line ends (RFC 4180). */
export function evvCsv(visits: readonly EvvVisit[]): string {
  const line = (v: EvvVisit) => {
    const cells = [
      v.id,
      v.member.member_id,
      v.member.name,
      v.service,
      v.evv_required,
      v.date,
      v.provider.id,
      v.provider.provider_id,
      v.provider.name,
      v.check_in_at,
      v.check_out_at,
      v.start.latitude,
      v.start.longitude,
      v.start.accuracy,
      v.start.location_status,
      v.end.latitude,
      v.end.longitude,
      v.end.accuracy,
      v.end.location_status,
      v.check_out_at ? v.worked_minutes : null,
      v.status,
      v.reasons.join(';'),
      v.confirmation.name,
      v.confirmation.reason,
      v.reason_code,
      v.resolution_code,
      v.attestation,
    ];
    // numbers (negative coordinates) are never escaped; text cells are
    return cells.map((cell) => csvField(typeof cell === 'string' ? safeCell(cell) : text(cell))).join(',');
  };
  return `${[EVV_EXPORT_COLUMNS.join(','), ...visits.map(line)].join('\r\n')}\r\n`;
}
