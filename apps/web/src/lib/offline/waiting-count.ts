import { readAccessToken } from '../auth-tokens';
import { indexedDbStore } from './queue-store';
import { userIdOf } from './send-queued';

/** How many actions of the signed-in user wait on this device (asked before signing out). */
export async function waitingCount(): Promise<number> {
  const userId = userIdOf(readAccessToken());
  if (!userId) return 0;
  try {
    return (await indexedDbStore.pending(userId)).length;
  } catch {
    return 0;
  }
}
