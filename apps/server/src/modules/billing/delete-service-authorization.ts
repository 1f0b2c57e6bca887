import type { AppContext } from '../../context.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { deleteRecord } from '../audit/audited-record.js';
import { AUTHORIZATION } from './service-authorization-record.js';

/** DELETE /api/admin/service-authorizations/{id}: removed, the audit log keeping it. */
export async function deleteServiceAuthorization(ctx: AppContext, id: number, req: ChangeRequest) {
  return deleteRecord(ctx, req, AUTHORIZATION, id, { refuse: async () => {} });
}
