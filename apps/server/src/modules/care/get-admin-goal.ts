import type { AppContext } from '../../context.js';
import { readAdminGoal } from './admin-goal-record.js';

/** GET /api/admin/goals/{id}. */
export const getAdminGoal = (ctx: AppContext, id: number) => readAdminGoal(ctx.db, id);
