import { MSG } from '@daybook/domain';
import type { AuditChange } from '../audit/audit.repository.js';
import { AuditedRefusal } from '../audit/audited-change.js';

/** The tables whose rows a signature locks, and the record type a signature names them by. */
export type LockedEntity = 'daily_progress' | 'client_attendance';

/**
 * A 409 `record_signed`: a write to a signed progress note, one of its trials, or a signed
 * attendance record (ADR 0015). auditedChange writes an `edit_refused` audit row for it after
 * the refused transaction has rolled back, so every refused attempt is on record.
 */
export class RecordSignedError extends AuditedRefusal {
  constructor(
    readonly entity: LockedEntity,
    readonly recordId: number,
    readonly attempted: string,
  ) {
    super(409, MSG.recordSigned);
  }
  /** The audit row of the refusal. */
  auditChange(): AuditChange {
    return {
      action: 'edit_refused',
      entity: this.entity,
      entityId: this.recordId,
      after: { attempted: this.attempted, code: this.code },
    };
  }
}

/**
 * Refuses a write to a signed record. Callers pass the row they read with its lock (FOR UPDATE
 * on PostgreSQL; SQLite runs one write transaction at a time), and signing sets `signed_at` with
 * a conditional update of that same row, so a sign and an edit are ordered by the row lock: the
 * later one sees the earlier one's result (ADR 0015 "Race").
 */
export function refuseSigned(
  row: { id: number; signed_at: string | null },
  entity: LockedEntity,
  attempted: string,
): void {
  if (row.signed_at !== null && row.signed_at !== undefined) throw new RecordSignedError(entity, row.id, attempted);
}
