import type { AdminLocation } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { readLocationRecord } from './location-records.js';

/** GET /api/admin/locations/{id}. */
export const getLocation = (ctx: AppContext, id: number): Promise<AdminLocation> => readLocationRecord(ctx.db, id);
