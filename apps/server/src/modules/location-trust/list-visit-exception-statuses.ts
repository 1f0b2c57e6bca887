import type { Executor } from '../../db/database.js';
import { visitExceptionStatuses as statuses } from './location-trust.repository.js';

/** The statuses of a member visit's location exceptions (the visit's re-verification, members/reverify-visit.ts). */
export const visitExceptionStatuses = (db: Executor, visitId: number) => statuses(db, visitId);
