import type { Dialect, Executor } from '../../db/database.js';
import * as repository from './users.repository.js';

/** Reads a user's record for other features (sign-in, change password, signatures, kiosk, care, location trust). */

/** A user by id; `lockFor: 'postgres'` locks the row for the rest of the transaction. */
export const findUserById = (db: Executor, id: number, lockFor?: Dialect) => repository.findUserById(db, id, lockFor);

/** A user by email (any case). */
export const findUserByEmail = (db: Executor, email: string) => repository.findUserByEmail(db, email);
