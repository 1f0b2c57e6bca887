import { type AdminUser, type AdminUserUpdateBody, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { toBool } from '../../db/schema.js';
import { conflict, found } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { endSessionsOf } from '../auth/end-sessions.js';
import { catchUpCurrentRate, recordRateFromUserRecord } from '../payroll/record-user-rate.js';
import {
  checkLinks,
  emailTaken,
  locationChanges,
  readUserRecord,
  settingsChanges,
  userChanges,
  writeSettings,
} from './user-accounts.js';
import { findUserById, updateUser as updateUserRow } from './users.repository.js';

/**
 * PUT /api/admin/users/{id}: any subset of the fields. An admin cannot deactivate or demote
 * themself (409). Deactivation ends the user's sessions in the same transaction.
 */
export async function updateUser(
  ctx: AppContext,
  id: number,
  body: AdminUserUpdateBody,
  req: ChangeRequest,
): Promise<AdminUser> {
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      const locked = found(await findUserById(trx, id, ctx.dialect));
      if (id === req.actor.id) {
        if (body.is_active === false) throw conflict(MSG.cannotDeactivateSelf);
        if (body.role !== undefined && body.role !== 'admin') throw conflict(MSG.cannotDemoteSelf);
      }
      await checkLinks(trx, body, id);
      if (body.hourly_rate_cents !== undefined) await catchUpCurrentRate(trx, ctx.dialect, id, now);
      const before = await readUserRecord(trx, id);
      // the history first, while the record still holds the rate that paid the days so far
      // (it becomes the opening entry of a history that has none: payroll/rate-adjustments.ts)
      if (body.hourly_rate_cents !== undefined && body.hourly_rate_cents !== before.hourly_rate_cents) {
        await recordRateFromUserRecord(trx, ctx.dialect, id, body.hourly_rate_cents, req.actor.id, now);
      }
      const changes = { ...userChanges(body), ...(await locationChanges(trx, body, locked.location)) };
      if (Object.keys(changes).length > 0) {
        await updateUserRow(trx, id, { ...changes, updated_at: stamp });
      }
      if (Object.keys(settingsChanges(body)).length > 0) await writeSettings(trx, id, body, stamp);
      const after = await readUserRecord(trx, id);
      await audit({ action: 'update', entity: 'user', entityId: id, before, after });
      if (toBool(locked.is_active) && body.is_active === false) {
        const ended = await endSessionsOf(trx, id, 'deactivated', now);
        await audit({
          action: 'session_revoke',
          entity: 'user',
          entityId: id,
          after: { reason: 'deactivated', sessions: ended },
        });
      }
      return after;
    },
    emailTaken,
  );
}
