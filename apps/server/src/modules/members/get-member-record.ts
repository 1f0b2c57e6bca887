import type { AdminMember } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { readMemberRecord } from './member-records.js';

/** GET /api/admin/members/{id}. */
export const getMemberRecord = (ctx: AppContext, id: number): Promise<AdminMember> => readMemberRecord(ctx.db, id);
