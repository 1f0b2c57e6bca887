import type { Goal } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { found } from '../../lib/http-error.js';
import type { Resource } from '../audit/audited-record.js';
import { presentGoal } from './care.presenter.js';
import { deleteGoalRow, goalsQuery } from './care.repository.js';

/** One goal as the admin console's `/api/admin/goals` shows it; 404 when missing. */
export const readAdminGoal = async (db: Executor, id: number): Promise<Goal> =>
  presentGoal(found(await goalsQuery(db).where('id', '=', id).executeTakeFirst()));

/** A goal as the audited update and delete of the admin console see it. */
export const GOAL: Resource<Goal> = { entity: 'goal', remove: deleteGoalRow, read: readAdminGoal };
