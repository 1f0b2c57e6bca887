import type { Executor } from '../../db/database.js';
import * as repository from './location-trust.repository.js';

/** The open location exceptions other features' reports flag (docs/evv.md). */

/** Open exceptions per work day (the monitoring report's column). */
export const openExceptionsByDay = (db: Executor, dayIds: readonly number[]) =>
  repository.openExceptionsByDay(db, dayIds);

/** The people with open exceptions in a period (the timecards' blocker). */
export const peopleWithOpenExceptions: typeof repository.peopleWithOpenExceptions = (...args) =>
  repository.peopleWithOpenExceptions(...args);
