import { type AdminMember, type AdminMemberUpdateBody, MSG } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import type { MemberRow } from '../../db/schema.js';
import { fieldError, found } from '../../lib/http-error.js';
import type { Resource } from '../audit/audited-record.js';
import { presentMemberRecord } from './members.presenter.js';
import { deleteMemberRow, memberIdTaken, membersQuery } from './members.repository.js';

/** What the admin console's member operations share (`/api/admin/members`, ADR 0010). */

/** One member as the console shows it (404 when missing). */
export const readMemberRecord = async (db: Executor, id: number) =>
  presentMemberRecord(found(await membersQuery(db).where('m.id', '=', id).executeTakeFirst()));

export const memberEmailTaken = () => fieldError('email', MSG.memberEmailTaken);

/** The member id (AHCCCS-style) is unique; a unique index backs this check (migration 0014). */
export async function refuseTakenMemberId(db: Executor, memberId: string | null | undefined, self?: number) {
  if (memberId && (await memberIdTaken(db, memberId, self))) throw fieldError('member_id', MSG.memberIdTaken);
}

export const MEMBER: Resource<AdminMember> = {
  entity: 'member',
  remove: deleteMemberRow,
  read: readMemberRecord,
  taken: memberEmailTaken,
};

/** The members-table columns a body sets (undefined keys left alone). */
export function memberColumns(body: AdminMemberUpdateBody) {
  const out: Partial<Omit<MemberRow, 'id' | 'active'>> & { active?: boolean } = {};
  for (const key of ['name', 'email', 'phone', 'notes', 'assigned_user_id', 'active'] as const) {
    if (body[key] !== undefined) (out as Record<string, unknown>)[key] = body[key];
  }
  // EVV details (issue 13, docs/evv.md)
  for (const key of ['member_id', 'service_address', 'latitude', 'longitude', 'home_radius_m'] as const) {
    if (body[key] !== undefined) (out as Record<string, unknown>)[key] = body[key];
  }
  if (body.service_codes !== undefined) {
    out.service_codes = body.service_codes === null ? null : JSON.stringify([...new Set(body.service_codes)]);
  }
  return out;
}
