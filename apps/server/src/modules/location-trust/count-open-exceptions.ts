import * as repository from './location-trust.repository.js';

/** The open location exceptions other features' reports flag (docs/evv.md). */

/** Open exceptions per work day, a subquery to join to a query of work days (the monitoring report's column). */
export const openExceptionsPerDay: typeof repository.openExceptionsPerDay = (db) => repository.openExceptionsPerDay(db);

/** The people with open exceptions in a period (the timecards' blocker). */
export const peopleWithOpenExceptions: typeof repository.peopleWithOpenExceptions = (...args) =>
  repository.peopleWithOpenExceptions(...args);
