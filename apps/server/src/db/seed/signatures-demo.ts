import { TZDate } from '@date-fns/tz';
import { AUTHOR_ATTESTATION, localDateOf, UNSIGNED_AFTER_DAYS_DEFAULT, unsignedCutoff } from '@daybook/domain';
import { organisationTimeZone } from '../../modules/organisation/organisation.repository.js';
import { attendanceContent, contentHash, progressContent } from '../../modules/signatures/signatures.hash.js';
import { signerTitle } from '../../modules/signatures/signer.js';
import type { Executor } from '../database.js';
import type { ClientAttendanceRow, DailyProgressRow, TrialRow } from '../schema.js';

/** The organisation's wall-clock `date` at `HH:MM` as a UTC instant. */
function instantAt(date: string, time: string, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, timeZone).getTime()).toISOString();
}

/** `HH:MM` plus some minutes, kept within the day. */
function later(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = Math.min(h * 60 + m + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Demo signatures (issue 14 leftovers, docs/signatures.md): the providers signed their past
 * attendance and notes the way the sign operations do — the lock (`signed_at`) and an author
 * signature row with the signer's name and title, the attestation and the SHA-256 of the
 * record's content (the same hashing functions), at the end of that day's visit (password).
 * Left unsigned, so the pages show something true:
 * - the two latest demo days (recent work, not yet signed; still-open visits can't be signed);
 * - on the two latest days past the overdue cutoff (unsigned_after_days, 2), each provider's first
 *   client's record and note, which the overdue reminder and the /unsigned list then show.
 */
export async function seedSignatures(trx: Executor, options: { now: Date }): Promise<void> {
  const timeZone = await organisationTimeZone(trx);
  const today = localDateOf(options.now, timeZone);
  const cutoff = unsignedCutoff(today, UNSIGNED_AFTER_DAYS_DEFAULT);
  const attendance = await trx.selectFrom('client_attendance').selectAll().orderBy('date').orderBy('id').execute();
  const notes = await trx.selectFrom('daily_progress').selectAll().orderBy('date').orderBy('id').execute();
  const trials = await trx.selectFrom('trials').selectAll().execute();
  const users = new Map(
    (await trx.selectFrom('users').select(['id', 'name', 'role', 'signing_title']).execute()).map((u) => [u.id, u]),
  );

  const dates = [...new Set(attendance.map((row) => row.date))].sort();
  const recent = new Set(dates.slice(-2));
  const overdueDays = new Set(dates.filter((date) => date < cutoff).slice(-2));
  // each provider's first client (lowest id) is the one left overdue on those days
  const firstClient = new Map<number, number>();
  for (const row of attendance) {
    const known = firstClient.get(row.created_by);
    if (known === undefined || row.client_id < known) firstClient.set(row.created_by, row.client_id);
  }
  const leftUnsigned = (row: { date: string; client_id: number; created_by: number }) =>
    recent.has(row.date) || (overdueDays.has(row.date) && firstClient.get(row.created_by) === row.client_id);
  // a note is signed when its day's visit ended: 20 minutes after the client's last time out
  const endOfVisit = new Map<string, string>();
  for (const row of attendance) {
    const key = `${row.client_id}:${row.date}`;
    const end = row.time_out ?? row.time_in;
    if ((endOfVisit.get(key) ?? '') < end) endOfVisit.set(key, end);
  }

  const signatures: Record<string, unknown>[] = [];
  const sign = async (
    table: 'client_attendance' | 'daily_progress',
    row: { id: number; date: string; client_id: number; created_by: number },
    content: Parameters<typeof contentHash>[0],
    end: string,
  ) => {
    const user = users.get(row.created_by);
    if (!user) return;
    const at = instantAt(row.date, later(end, 20), timeZone);
    await trx.updateTable(table).set({ signed_at: at }).where('id', '=', row.id).execute();
    signatures.push({
      record_type: table === 'client_attendance' ? 'attendance' : 'progress_note',
      record_id: row.id,
      kind: 'author',
      signer_id: user.id,
      signer_name: user.name,
      signer_title: signerTitle(user),
      signed_at: at,
      content_hash: contentHash(content),
      attestation: AUTHOR_ATTESTATION,
      method: 'password',
    });
  };

  for (const row of attendance as ClientAttendanceRow[]) {
    if (leftUnsigned(row)) continue;
    const absent = row.absent === true || row.absent === 1;
    if (row.time_out === null && !absent) continue; // an open visit is never signed
    await sign('client_attendance', row, attendanceContent(row), row.time_out ?? row.time_in);
  }
  const trialsByNote = new Map<number, TrialRow[]>();
  for (const trial of trials as TrialRow[]) {
    const list = trialsByNote.get(trial.daily_progress_id) ?? [];
    list.push(trial);
    trialsByNote.set(trial.daily_progress_id, list);
  }
  for (const note of notes as DailyProgressRow[]) {
    if (leftUnsigned(note)) continue;
    const end = endOfVisit.get(`${note.client_id}:${note.date}`) ?? '15:00';
    await sign('daily_progress', note, progressContent(note, trialsByNote.get(note.id) ?? []), end);
  }
  for (let start = 0; start < signatures.length; start += 200) {
    await trx
      .insertInto('record_signatures')
      .values(signatures.slice(start, start + 200) as never)
      .execute();
  }
}
