import {
  type Addendum,
  type DailyProgress,
  noteComplete,
  type ProgressSignatureKey,
  type Signature,
} from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { byRecord, presentAddendum, presentSignature } from './signatures.presenter.js';
import { clientsRequiringCosign, listAddenda, listSignatures } from './signatures.repository.js';

/** What progress and attendance answers add of their signatures (docs/signatures.md). */

type ProgressBase = Omit<DailyProgress, ProgressSignatureKey>;

/** Adds signed, cosigned, requires_cosign, complete, signatures and addenda to progress answers. */
export async function withProgressSignatures<T extends ProgressBase>(
  db: Executor,
  notes: T[],
): Promise<(T & Pick<DailyProgress, ProgressSignatureKey>)[]> {
  if (notes.length === 0) return [];
  const ids = notes.map((n) => n.id);
  const signatures = byRecord(await listSignatures(db, 'progress_note', ids));
  const addenda = byRecord(await listAddenda(db, 'progress_note', ids));
  const cosignClients = await clientsRequiringCosign(
    db,
    notes.map((n) => n.client),
  );
  return notes.map((note) => {
    const rows = signatures.get(note.id) ?? [];
    const signed = rows.some((s) => s.kind === 'author');
    const cosigned = rows.some((s) => s.kind === 'cosign');
    const requiresCosign = cosignClients.has(note.client);
    return {
      ...note,
      signed,
      cosigned,
      requires_cosign: requiresCosign,
      complete: noteComplete({ signed, cosigned, requiresCosign }),
      signatures: rows.map(presentSignature),
      addenda: (addenda.get(note.id) ?? []).map(presentAddendum),
    };
  });
}

/** Adds signatures and addenda to attendance answers. */
export async function withAttendanceSignatures<T extends { id: number }>(
  db: Executor,
  records: T[],
): Promise<(T & { signatures: Signature[]; addenda: Addendum[] })[]> {
  if (records.length === 0) return [];
  const ids = records.map((r) => r.id);
  const signatures = byRecord(await listSignatures(db, 'attendance', ids));
  const addenda = byRecord(await listAddenda(db, 'attendance', ids));
  return records.map((record) => ({
    ...record,
    signatures: (signatures.get(record.id) ?? []).map(presentSignature),
    addenda: (addenda.get(record.id) ?? []).map(presentAddendum),
  }));
}
