import type { Executor } from '../../db/database.js';
import { claimBootstrap } from './organisation.repository.js';

/**
 * Claims the first admin's registration (auth/register.ts): true once, for the one signup that
 * finds the organisation not yet bootstrapped; one conditional UPDATE decides a race.
 */
export const claimFirstAdmin = (trx: Executor, now: Date): Promise<boolean> => claimBootstrap(trx, now.toISOString());
