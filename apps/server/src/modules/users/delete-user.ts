import { type AdminUser, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict, found, notFound } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { userHasCareRecords } from '../care/has-care-records.js';
import { userHasMemberHistory } from '../members/has-member-history.js';
import { userHasWorkDays } from '../workday/has-work-days.js';
import { readUserRecord } from './user-accounts.js';
import { deleteUserRow, findUserById } from './users.repository.js';

/**
 * DELETE /api/admin/users/{id}: only an account without history (no work days, clients, care
 * records, member visits or assigned members) is deleted; otherwise 409: deactivate instead.
 */
export async function deleteUser(ctx: AppContext, id: number, req: ChangeRequest): Promise<AdminUser> {
  return auditedChange(ctx, req, async ({ trx, audit }) => {
    found(await findUserById(trx, id, ctx.dialect));
    if (id === req.actor.id) throw conflict(MSG.cannotDeleteSelf);
    const history = await Promise.all([
      userHasWorkDays(trx, id),
      userHasCareRecords(trx, id),
      userHasMemberHistory(trx, id),
    ]);
    if (history.some(Boolean)) throw conflict(MSG.userHasHistory);
    const before = await readUserRecord(trx, id);
    if (!(await deleteUserRow(trx, id))) throw notFound();
    await audit({ action: 'delete', entity: 'user', entityId: id, before });
    return before;
  });
}
