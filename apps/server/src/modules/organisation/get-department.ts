import type { AdminDepartment } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { readDepartment } from './department-records.js';

/** GET /api/admin/departments/{id}. */
export const getDepartment = (ctx: AppContext, id: number): Promise<AdminDepartment> => readDepartment(ctx.db, id);
