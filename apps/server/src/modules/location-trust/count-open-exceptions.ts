import * as repository from './location-trust.repository.js';

/** The open location exceptions other features' reports flag (docs/evv.md). */

/** Open exceptions of each work day, as a column of a query of work days (the monitoring report's). */
export const openExceptionsOfDay: typeof repository.openExceptionsOfDay = (eb) => repository.openExceptionsOfDay(eb);

/** The people with open exceptions in a period (the timecards' blocker). */
export const peopleWithOpenExceptions: typeof repository.peopleWithOpenExceptions = (...args) =>
  repository.peopleWithOpenExceptions(...args);
