import type { Executor } from '../../db/database.js';
import * as repository from './location-trust.repository.js';

/** What other features read of location trust: its settings, the open exceptions they show, the locations. */

/** The low-accuracy limit and the service codes that need EVV. */
export const locationSettings = (db: Executor) => repository.locationSettings(db);

/** Open exceptions per work day (the monitoring report's flag). */
export const openExceptionsByDay = (db: Executor, dayIds: readonly number[]) =>
  repository.openExceptionsByDay(db, dayIds);

/** The people with open exceptions in a range (the timecards' flag). */
export const peopleWithOpenExceptions: typeof repository.peopleWithOpenExceptions = (...args) =>
  repository.peopleWithOpenExceptions(...args);

/** Every program location as stored, by name (a kiosk's choice of where it stands). */
export const listLocationRows = (db: Executor) => repository.locationsQuery(db).orderBy('name').orderBy('id').execute();

/** One program location as stored, or undefined. */
export const findLocationRow = (db: Executor, id: number) =>
  repository.locationsQuery(db).where('id', '=', id).executeTakeFirst();

/** The statuses of a member visit's location exceptions (the visit's re-verification, members). */
export const visitExceptionStatuses = (db: Executor, visitId: number) => repository.visitExceptionStatuses(db, visitId);
