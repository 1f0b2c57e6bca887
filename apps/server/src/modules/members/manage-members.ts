import {
  type AdminMember,
  type AdminMemberCreateBody,
  type AdminMemberListQuery,
  type AdminMemberUpdateBody,
  MSG,
} from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { type MemberRow, toBool } from '../../db/schema.js';
import { parseCodes } from '../../lib/code-list.js';
import { conflict, fieldError, found } from '../../lib/http-error.js';
import type { ListKeys } from '../../lib/list-page.js';
import { keyFilters, listRecords } from '../../lib/list-page.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { deleteRecord, type Resource, updateRecord } from '../audit/audited-record.js';
import { requireServiceCodeList } from '../billing/attendance-services.js';
import { requireActiveUser } from '../users/active-user.js';
import {
  deleteMemberRow,
  insertMember,
  lockMember,
  memberHasVisits,
  memberIdTaken,
  memberRecordsQuery,
  memberExists as memberRowExists,
  updateMemberRow,
} from './members.repository.js';

/** Members (the admin console's `/api/admin/members`). */

const present = (row: MemberRow & { assigned_user_name: string | null }): AdminMember => ({
  ...row,
  active: toBool(row.active),
  service_codes: parseCodes(row.service_codes), // issue 13: a JSON list in the row
});
const read = async (db: Executor, id: number) =>
  present(found(await memberRecordsQuery(db).where('m.id', '=', id).executeTakeFirst()));
const emailTaken = () => fieldError('email', MSG.memberEmailTaken);

/** The member id (AHCCCS-style) is unique; a unique index backs this check (migration 0014). */
async function refuseTakenMemberId(db: Executor, memberId: string | null | undefined, self?: number) {
  if (memberId && (await memberIdTaken(db, memberId, self))) throw fieldError('member_id', MSG.memberIdTaken);
}

const MEMBER: Resource<AdminMember> = {
  entity: 'member',
  remove: deleteMemberRow,
  read,
  taken: emailTaken,
};

/** GET /api/admin/members: q on name and email; assigned_user_id, active. */
export async function listAdminMembers(ctx: AppContext, query: AdminMemberListQuery & ListKeys) {
  let base = keyFilters(memberRecordsQuery(ctx.db), query, 'm.id', ['m.name', 'm.email']);
  if (query.assigned_user_id !== undefined) base = base.where('m.assigned_user_id', '=', query.assigned_user_id);
  if (query.active !== undefined) base = base.where('m.active', '=', query.active);
  return listRecords(
    base,
    query,
    {
      id: 'm.id',
      name: 'm.name',
      email: 'm.email',
      assigned_user_id: 'm.assigned_user_id',
      active: 'm.active',
      created_at: 'm.created_at',
    },
    { sort: 'name', order: 'ASC', id: 'm.id' },
    present,
  );
}

export const getAdminMember = (ctx: AppContext, id: number) => read(ctx.db, id);

function columns(body: AdminMemberUpdateBody) {
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

/** POST /api/admin/members: the assigned staff member must be an active user. */
export async function createAdminMember(ctx: AppContext, body: AdminMemberCreateBody, req: ChangeRequest) {
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      if (body.assigned_user_id != null) await requireActiveUser(trx, body.assigned_user_id, 'assigned_user_id');
      await requireServiceCodeList(trx, body.service_codes);
      await refuseTakenMemberId(trx, body.member_id);
      const row = await insertMember(trx, { ...columns(body), name: body.name, created_at: stamp, updated_at: stamp });
      const shown = await read(trx, row.id);
      await audit({ action: 'create', entity: 'member', entityId: row.id, after: shown });
      return shown;
    },
    emailTaken,
  );
}

/** PUT /api/admin/members/{id}: any subset; reassigning needs an active user. */
export async function updateAdminMember(ctx: AppContext, id: number, body: AdminMemberUpdateBody, req: ChangeRequest) {
  return updateRecord(ctx, req, MEMBER, id, async (trx, before, now) => {
    if (body.assigned_user_id != null && body.assigned_user_id !== before.assigned_user_id) {
      await requireActiveUser(trx, body.assigned_user_id, 'assigned_user_id');
    }
    await requireServiceCodeList(trx, body.service_codes);
    await refuseTakenMemberId(trx, body.member_id, id);
    await updateMemberRow(trx, id, { ...columns(body), updated_at: now.toISOString() });
  });
}

/** DELETE /api/admin/members/{id}: 409 once the member has visits (EVV records stay; deactivate). */
export async function deleteAdminMember(ctx: AppContext, id: number, req: ChangeRequest) {
  return deleteRecord(ctx, req, MEMBER, id, {
    lock: (trx) => lockMember(trx, id, ctx.dialect),
    refuse: async (trx) => {
      if (await memberHasVisits(trx, id)) throw conflict(MSG.memberHasVisits);
    },
  });
}

/** Whether a member exists, active or not (for other features that attach data to members). */
export const memberExists = (db: Executor, id: number): Promise<boolean> => memberRowExists(db, id);
