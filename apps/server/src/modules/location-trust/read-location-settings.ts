import type { Executor } from '../../db/database.js';
import { locationSettings } from './location-trust.repository.js';

/** The low-accuracy limit and the service codes that need EVV (the EVV list and change read them). */
export const readLocationSettings = (db: Executor): Promise<{ lowAccuracyLimit: number; evvServiceCodes: string[] }> =>
  locationSettings(db);
