import type { Executor } from '../../db/database.js';
import * as repository from './signatures.repository.js';

type RecordType = Parameters<typeof repository.listSignatures>[1];

/** The signatures and addenda of records, for other features (the client-record export). */
export const listSignatures = (db: Executor, type: RecordType, ids: number[]) =>
  repository.listSignatures(db, type, ids);

export const listAddenda = (db: Executor, type: RecordType, ids: number[]) => repository.listAddenda(db, type, ids);
