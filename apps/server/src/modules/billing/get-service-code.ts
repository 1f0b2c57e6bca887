import type { AppContext } from '../../context.js';
import { SERVICE_CODE } from './service-code-record.js';

/** GET /api/admin/service-codes/{id}. */
export const getServiceCode = (ctx: AppContext, id: number) => SERVICE_CODE.read(ctx.db, id);
