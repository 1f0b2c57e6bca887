import type { Executor } from '../../db/database.js';
import * as repository from './organisation.repository.js';

/** Every department's name, alphabetically (a report's department filter: workday/list-time-records.ts). */
export const listDepartmentNames = async (db: Executor): Promise<string[]> =>
  (await repository.listDepartmentNames(db)).map((d) => d.name);
