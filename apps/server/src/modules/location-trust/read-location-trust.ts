import type { Executor } from '../../db/database.js';
import * as repository from './location-trust.repository.js';

/** What other features read of location trust: its settings and the open exceptions they show. */

/** The low-accuracy limit and the service codes that need EVV. */
export const locationSettings = (db: Executor) => repository.locationSettings(db);

/** Open exceptions per work day (the monitoring report's flag). */
export const openExceptionsByDay = (db: Executor, dayIds: readonly number[]) =>
  repository.openExceptionsByDay(db, dayIds);

/** The people with open exceptions in a range (the timecards' flag). */
export const peopleWithOpenExceptions: typeof repository.peopleWithOpenExceptions = (...args) =>
  repository.peopleWithOpenExceptions(...args);
