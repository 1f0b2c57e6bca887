import type { AdminMemberCreateBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { requireServiceCodeList } from '../billing/require-service-code.js';
import { requireActiveUser } from '../users/active-user.js';
import { memberColumns, memberEmailTaken, readMemberRecord, refuseTakenMemberId } from './member-records.js';
import { insertMember } from './members.repository.js';

/** POST /api/admin/members: the assigned staff member must be an active user. */
export async function createMember(ctx: AppContext, body: AdminMemberCreateBody, req: ChangeRequest) {
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      if (body.assigned_user_id != null) await requireActiveUser(trx, body.assigned_user_id, 'assigned_user_id');
      await requireServiceCodeList(trx, body.service_codes);
      await refuseTakenMemberId(trx, body.member_id);
      const row = await insertMember(trx, {
        ...memberColumns(body),
        name: body.name,
        created_at: stamp,
        updated_at: stamp,
      });
      const shown = await readMemberRecord(trx, row.id);
      await audit({ action: 'create', entity: 'member', entityId: row.id, after: shown });
      return shown;
    },
    memberEmailTaken,
  );
}
