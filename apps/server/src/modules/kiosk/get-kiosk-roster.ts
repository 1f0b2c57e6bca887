import type { AppContext } from '../../context.js';
import { rosterUsers } from './kiosk.repository.js';
import { displayName } from './kiosk-use.js';

/** GET /api/kiosk/roster/: first names and last initials of the people who set a kiosk PIN. */
export async function getKioskRoster(ctx: AppContext) {
  const users = await rosterUsers(ctx.db);
  return users
    .map((u) => ({ user_id: u.id, display_name: displayName(u.name) }))
    .sort((a, b) => a.display_name.localeCompare(b.display_name) || a.user_id - b.user_id);
}
