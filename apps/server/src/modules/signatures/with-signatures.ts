import {
  type Addendum,
  type DailyProgress,
  noteComplete,
  type ProgressSignatureKey,
  type Signature,
} from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { byRecord, presentAddendum, presentSignature } from './signatures.presenter.js';
import { clientsRequiringCosign, listAddenda, listSignatures, type RecordType } from './signatures.repository.js';

/** What progress and attendance answers add of their signatures (docs/signatures.md). */

/** Adds each record's signatures and addenda (oldest first) to records of one type. */
export async function withSignatures<T extends { id: number }>(
  db: Executor,
  type: RecordType,
  records: T[],
): Promise<(T & { signatures: Signature[]; addenda: Addendum[] })[]> {
  if (records.length === 0) return [];
  const ids = records.map((r) => r.id);
  const signatures = byRecord(await listSignatures(db, type, ids));
  const addenda = byRecord(await listAddenda(db, type, ids));
  return records.map((record) => ({
    ...record,
    signatures: (signatures.get(record.id) ?? []).map(presentSignature),
    addenda: (addenda.get(record.id) ?? []).map(presentAddendum),
  }));
}

/** Adds signatures and addenda to attendance answers. */
export const withAttendanceSignatures = <T extends { id: number }>(db: Executor, records: T[]) =>
  withSignatures(db, 'attendance', records);

type ProgressBase = Omit<DailyProgress, ProgressSignatureKey>;

/** Adds signed, cosigned, requires_cosign, complete, signatures and addenda to progress answers. */
export async function withProgressSignatures<T extends ProgressBase>(
  db: Executor,
  notes: T[],
): Promise<(T & Pick<DailyProgress, ProgressSignatureKey>)[]> {
  if (notes.length === 0) return [];
  const cosignClients = await clientsRequiringCosign(
    db,
    notes.map((n) => n.client),
  );
  return (await withSignatures(db, 'progress_note', notes)).map((note) => {
    const signed = note.signatures.some((s) => s.kind === 'author');
    const cosigned = note.signatures.some((s) => s.kind === 'cosign');
    const requiresCosign = cosignClients.has(note.client);
    return {
      ...note,
      signed,
      cosigned,
      requires_cosign: requiresCosign,
      complete: noteComplete({ signed, cosigned, requiresCosign }),
    };
  });
}
