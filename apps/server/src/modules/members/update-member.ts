import type { AdminMemberUpdateBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { updateRecord } from '../audit/audited-record.js';
import { requireServiceCodeList } from '../billing/require-service-code.js';
import { requireActiveUser } from '../users/active-user.js';
import { MEMBER, memberColumns, refuseTakenMemberId } from './member-records.js';
import { updateMemberRow } from './members.repository.js';

/** PUT /api/admin/members/{id}: any subset; reassigning needs an active user. */
export async function updateMember(ctx: AppContext, id: number, body: AdminMemberUpdateBody, req: ChangeRequest) {
  return updateRecord(ctx, req, MEMBER, id, async (trx, before, now) => {
    if (body.assigned_user_id != null && body.assigned_user_id !== before.assigned_user_id) {
      await requireActiveUser(trx, body.assigned_user_id, 'assigned_user_id');
    }
    await requireServiceCodeList(trx, body.service_codes);
    await refuseTakenMemberId(trx, body.member_id, id);
    await updateMemberRow(trx, id, { ...memberColumns(body), updated_at: now.toISOString() });
  });
}
