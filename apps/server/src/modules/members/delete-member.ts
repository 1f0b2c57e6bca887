import { MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/http-error.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { deleteRecord } from '../audit/audited-record.js';
import { MEMBER } from './member-records.js';
import { lockMember, memberHasVisits } from './members.repository.js';

/** DELETE /api/admin/members/{id}: 409 once the member has visits (EVV records stay; deactivate). */
export async function deleteMember(ctx: AppContext, id: number, req: ChangeRequest) {
  return deleteRecord(ctx, req, MEMBER, id, {
    lock: (trx) => lockMember(trx, id, ctx.dialect),
    refuse: async (trx) => {
      if (await memberHasVisits(trx, id)) throw conflict(MSG.memberHasVisits);
    },
  });
}
