import type { MemberVisit } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { presentVisit } from './members.presenter.js';
import { findMemberFor, listVisitsFor } from './members.repository.js';

/** GET /api/member/history/: visits of the caller's members (optionally one), newest first. */
export async function listMemberVisits(ctx: AppContext, actor: Actor, memberId?: number): Promise<MemberVisit[]> {
  if (memberId !== undefined && !(await findMemberFor(ctx.db, actor, memberId))) throw notFound();
  const [zone, rows] = await Promise.all([organisationTimeZone(ctx.db), listVisitsFor(ctx.db, actor, memberId)]);
  return rows.map((row) => presentVisit(row, zone));
}
