import type { AppContext } from '../../context.js';
import { readAdminClient } from './admin-client-record.js';

/** GET /api/admin/clients/{id}: any client. */
export const getAdminClient = (ctx: AppContext, id: number) => readAdminClient(ctx.db, id);
