import type { Executor } from '../../db/database.js';
import { listDayCorrections } from './corrections.repository.js';

/** The corrections of a work day, oldest first (the admin console's work-day detail). */
export const dayCorrections = (db: Executor, dayId: number) => listDayCorrections(db, dayId);
