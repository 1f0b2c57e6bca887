import type { Executor } from '../../db/database.js';
import * as repository from './organisation.repository.js';

/** The organisation as other features read it: its settings row and its time zone. */

/** The organisation's settings row. */
export const getOrganisation = (db: Executor) => repository.getOrganisation(db);

/** The organisation's time zone: every "today" and pay period is computed in it (docs/product-rules.md §10). */
export const organisationTimeZone = (db: Executor): Promise<string> => repository.organisationTimeZone(db);
