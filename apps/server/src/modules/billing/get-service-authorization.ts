import type { AppContext } from '../../context.js';
import { readAuthorization } from './service-authorization-record.js';

/** GET /api/admin/service-authorizations/{id}: with its used and remaining units. */
export const getServiceAuthorization = (ctx: AppContext, id: number) => readAuthorization(ctx.db, id);
