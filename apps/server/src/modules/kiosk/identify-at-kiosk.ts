import type { KioskIdentity } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { listMembers } from '../members/list-members.js';
import { today } from '../workday/get-today.js';
import { type KioskDeviceView, openVisitMemberIds } from './kiosk.repository.js';
import { displayName } from './kiosk-use.js';
import { type KioskUser, verifyKioskPin } from './verify-kiosk-pin.js';

async function stateOf(ctx: AppContext, who: KioskUser): Promise<KioskIdentity['state']> {
  const day = await today(ctx, who.actor);
  if (!day.check_in_at) return 'not_started';
  if (day.check_out_at) return 'done';
  return day.paused ? 'paused' : 'working';
}

/**
 * POST /api/kiosk/identify/: the PIN checked; the person's work-day state, their members, and the
 * language they chose, in which the kiosk shows their steps (ADR 0024).
 */
export async function identifyAtKiosk(
  ctx: AppContext,
  device: KioskDeviceView,
  body: { user_id: number; pin: string },
  requestId: string,
): Promise<KioskIdentity> {
  const who = await verifyKioskPin(ctx, device, body, requestId);
  const members = await listMembers(ctx, who.actor);
  const open = await openVisitMemberIds(
    ctx.db,
    members.map((m) => m.id),
  );
  return {
    user_id: who.actor.id,
    display_name: displayName(who.name),
    language: who.language,
    state: await stateOf(ctx, who),
    members: members.map((m) => ({ id: m.id, name: m.name, checked_in: open.has(m.id) })),
  };
}
