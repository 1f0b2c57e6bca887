import { KIOSK_MSG, kioskCode } from '@daybook/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { allow } from '../../lib/access.js';
import { unauthorized } from '../../lib/http-error.js';
import { deviceTokenHash } from './device-token.js';
import { findDeviceByTokenHash, type KioskDeviceView } from './kiosk.repository.js';

export type { KioskDeviceView };

/**
 * The shared kiosk (ADR 0024, docs/security.md "Kiosk"): each user sets their own kiosk PIN;
 * managers and admins register and revoke devices; admins unlock PINs; the device routes open
 * only to a device token, never to a user's.
 */
export const kioskPolicy = {
  ownPin: allow.signedIn(),
  devices: allow.leads(),
  lockedPins: allow.admin(),
  device: allow.kioskDevice(),
};

/** `Authorization: Kiosk <token>`: the device token, and nothing else, opens the kiosk routes. */
export function kioskToken(request: FastifyRequest): string | null {
  const match = /^Kiosk\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The live device a request's token names; 401 `kiosk_device_unknown` / `kiosk_device_revoked` otherwise. */
export async function resolveKioskDevice(ctx: AppContext, request: FastifyRequest): Promise<KioskDeviceView> {
  const token = kioskToken(request);
  const found = token ? await findDeviceByTokenHash(ctx.db, deviceTokenHash(token)) : undefined;
  if (!found) throw unauthorized(KIOSK_MSG.kioskDeviceUnknown, kioskCode('kioskDeviceUnknown'));
  if (found.revoked_at !== null) throw unauthorized(KIOSK_MSG.kioskDeviceRevoked, kioskCode('kioskDeviceRevoked'));
  return found;
}
