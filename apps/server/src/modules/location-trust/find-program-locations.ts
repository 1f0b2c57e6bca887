import type { Executor } from '../../db/database.js';
import { locationsQuery } from './location-trust.repository.js';

/** Program locations as stored, for a kiosk's choice of where it stands (ADR 0024). */

/** Every program location, by name. */
export const listLocationRows = (db: Executor) => locationsQuery(db).orderBy('name').orderBy('id').execute();

/** One program location, or undefined. */
export const findLocationRow = (db: Executor, id: number) => locationsQuery(db).where('id', '=', id).executeTakeFirst();
