import type { Dialect, Executor } from '../../db/database.js';
import type { NewUser, UserUpdate } from '../../db/schema.js';
import * as repository from './users.repository.js';

/** A user's record as other features read and write it (sign-in, registration, signatures, kiosk, care). */

/** A user by id; `lockFor: 'postgres'` locks the row for the rest of the transaction. */
export const findUserById = (db: Executor, id: number, lockFor?: Dialect) => repository.findUserById(db, id, lockFor);

/** A user by email (any case). */
export const findUserByEmail = (db: Executor, email: string) => repository.findUserByEmail(db, email);

/** Creates a user record; answers the row. */
export const insertUser = (db: Executor, user: NewUser) => repository.insertUser(db, user);

/** Changes a user record; answers the row. */
export const updateUser = (db: Executor, id: number, changes: UserUpdate) => repository.updateUser(db, id, changes);
