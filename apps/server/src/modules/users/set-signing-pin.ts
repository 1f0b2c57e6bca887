import type { Executor } from '../../db/database.js';
import { updateUser } from './users.repository.js';

/**
 * Sets (a hash) or removes (null) the PIN a user signs records with, inside the caller's
 * transaction (signatures/set-signing-pin.ts, which writes the audit row).
 */
export async function setSigningPinHash(
  trx: Executor,
  userId: number,
  pinHash: string | null,
  stamp: string,
): Promise<void> {
  await updateUser(trx, userId, { signing_pin_hash: pinHash, updated_at: stamp });
}
