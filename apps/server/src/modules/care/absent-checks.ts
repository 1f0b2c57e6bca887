import { MSG } from '@daybook/domain';
import type { Dialect, Executor } from '../../db/database.js';
import { conflict } from '../../lib/http-error.js';
import { findProgressByClientDate, listTrials } from './care.repository.js';

/**
 * Refuses marking a client absent on a day whose progress note is signed with scored trials
 * (409 `absent_signed_note`, docs/product-rules.md §4 "Attendance"): the signed note says the client
 * was there, and an absent record would sign the day as No Show beside it. The note's row is read
 * locked, so a sign racing this change waits for it. An unsigned note with trials is the web's
 * warning only: its author can still correct it.
 */
export async function refuseAbsentOverSignedNote(
  executor: Executor,
  clientId: number,
  date: string,
  dialect: Dialect,
): Promise<void> {
  const note = await findProgressByClientDate(executor, clientId, date, dialect);
  if (!note?.signed_at) return;
  if ((await listTrials(executor, note.id)).length > 0) throw conflict(MSG.absentSignedNote);
}
