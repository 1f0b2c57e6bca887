import { strToU8, zipSync } from 'fflate';
import type { Actor, AppContext } from '../../context.js';
import { found } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { withBilling } from '../billing/with-billing.js';
import { listGoalsOfClient } from '../care/read-client-goals.js';
import { withAttendanceSignatures, withSignatures } from '../signatures/with-signatures.js';
import {
  clientAttendanceRows,
  clientAuditRows,
  clientProgressRows,
  clientTrialRows,
  findClientRow,
} from './client-records.repository.js';

/** The archive's format version, written into manifest.json. */
const FORMAT = 'daybook-client-records/1';

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

const parsed = (text: string | null) => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export interface ClientArchive {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * GET /api/admin/clients/{id}/export (docs/retention.md, "Export of one client"): everything held
 * about one client as one .zip of JSON files, as stored: client.json, goals.json, attendance.json
 * (each record also with its units, amount, billing status and authorization), progress-notes.json
 * (each note with its trials and the provider's initials), both with each record's signatures
 * (signer, title, signed at, content hash) and addenda, audit-log.json
 * (every entry about the client or their records, snapshots parsed) and manifest.json (who, when,
 * counts). The export itself is audited (a `read` row, written first, so the archive lists it),
 * in the same transaction as the reads, so the files are one consistent picture.
 */
export async function exportClientRecords(
  ctx: AppContext,
  request: { actor: Actor; requestId: string; clientId: number },
): Promise<ClientArchive> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const client = found(await findClientRow(trx, request.clientId));
    await writeAudit(trx, {
      actorId: request.actor.id,
      action: 'read',
      entity: 'client',
      entityId: client.id,
      after: { operation: 'exportClientRecords' },
      requestId: request.requestId,
      at: now,
    });
    const [goals, attendance, notes, trials, audit] = await Promise.all([
      listGoalsOfClient(trx, client.id),
      clientAttendanceRows(trx, client.id),
      clientProgressRows(trx, client.id),
      clientTrialRows(trx, client.id),
      clientAuditRows(trx, client.id),
    ]);
    const trialsByNote = new Map<number, typeof trials>();
    for (const trial of trials) {
      const list = trialsByNote.get(trial.daily_progress_id) ?? [];
      list.push(trial);
      trialsByNote.set(trial.daily_progress_id, list);
    }
    // As the printed log and the notes page show them (docs/signatures.md, docs/billing-rules.md):
    // each attendance record with its units, amount, billing status and authorization, and every
    // record and note with its signatures (signer, title, signed at, hash) and addenda.
    const attendanceRecords = await withAttendanceSignatures(
      trx,
      await withBilling(
        trx,
        attendance.map((row) => ({ ...row, date_iso: row.date })),
      ),
    );
    const progressNotes = await withSignatures(
      trx,
      'progress_note',
      notes.map((note) => ({ ...note, trials: trialsByNote.get(note.id) ?? [] })),
    );
    const auditLog = audit.map((entry) => ({ ...entry, before: parsed(entry.before), after: parsed(entry.after) }));
    const manifest = {
      format: FORMAT,
      client_id: client.id,
      client_code: client.client_code,
      exported_at: now.toISOString(),
      exported_by: request.actor.id,
      request_id: request.requestId,
      files: {
        'client.json': 1,
        'goals.json': goals.length,
        'attendance.json': attendance.length,
        'progress-notes.json': progressNotes.length,
        'audit-log.json': auditLog.length,
      },
    };
    const bytes = zipSync(
      {
        'manifest.json': json(manifest),
        'client.json': json(client),
        'goals.json': json(goals),
        'attendance.json': json(attendanceRecords.map(({ date_iso: _, ...row }) => row)),
        'progress-notes.json': json(progressNotes),
        'audit-log.json': json(auditLog),
      },
      { level: 6, mtime: now },
    );
    return { fileName: `client-${client.id}-records-${now.toISOString().slice(0, 10)}.zip`, bytes };
  });
}
