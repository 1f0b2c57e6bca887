import type { AuditEntry } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { found } from '../../lib/http-error.js';
import { presentAuditEntry } from './audit.presenter.js';
import { auditLogQuery } from './audit.repository.js';

/** GET /api/admin/audit-log/{id}. */
export async function getAuditEntry(ctx: AppContext, id: number): Promise<AuditEntry> {
  return presentAuditEntry(found(await auditLogQuery(ctx.db).where('a.id', '=', id).executeTakeFirst()));
}
