import type { Executor } from '../../db/database.js';
import { organisationTimeZone as readTimeZone } from './organisation.repository.js';

/**
 * The organisation's time zone, for other features: every "today" and pay period is computed in
 * it (docs/product-rules.md §10).
 */
export const organisationTimeZone = (db: Executor): Promise<string> => readTimeZone(db);
