import { createHash } from 'node:crypto';
import { type CanonicalValue, canonicalJson } from '@daybook/domain';
import type { ClientAttendanceRow, DailyProgressRow, TrialRow } from '../../db/schema.js';
import { toBool } from '../../db/schema.js';

/**
 * What a signature covers and its hash (ADR 0015 "What is hashed"): the record's own fields as
 * they are stored (booleans as booleans, dates as YYYY-MM-DD), never timestamps of the row itself
 * (updated_at, signed_at), so signing the same content always gives the same hash on either
 * database. A note's content includes its trials, ordered by goal, trial number and id.
 */

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function progressContent(note: DailyProgressRow, trials: TrialRow[]): CanonicalValue {
  const ordered = [...trials].sort((a, b) => a.goal_id - b.goal_id || a.trial_number - b.trial_number || a.id - b.id);
  return {
    record_type: 'progress_note',
    id: note.id,
    client_id: note.client_id,
    date: note.date,
    location: note.location,
    general_notes: note.general_notes,
    additional_notes: note.additional_notes,
    provider_initials: note.provider_initials,
    author_id: note.created_by,
    trials: ordered.map((trial) => ({
      id: trial.id,
      goal_id: trial.goal_id,
      trial_number: trial.trial_number,
      percentage: trial.percentage,
      value: trial.value,
      initials: trial.initials,
    })),
  };
}

export function attendanceContent(row: ClientAttendanceRow): CanonicalValue {
  return {
    record_type: 'attendance',
    id: row.id,
    client_id: row.client_id,
    date: row.date,
    time_in: row.time_in,
    time_out: row.time_out,
    service: row.service,
    location: row.location,
    one_on_one: toBool(row.one_on_one),
    absent: toBool(row.absent),
    provider_text: row.provider_text,
    documentation: row.documentation,
    documented: toBool(row.documented),
    author_id: row.created_by,
  };
}

/** An addendum's content: its own words and who wrote them, chained to the record's signed hash. */
export function addendumContent(addendum: {
  record_type: string;
  record_id: number;
  record_hash: string;
  author_id: number;
  text: string;
  reason: string;
  created_at: string;
}): CanonicalValue {
  return { ...addendum };
}

export const contentHash = (content: CanonicalValue) => sha256Hex(canonicalJson(content));
