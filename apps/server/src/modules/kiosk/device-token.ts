import { createHash, randomBytes } from 'node:crypto';

/** A device token: 32 random bytes, prefixed so it is recognisable in a leak report. */
export const newDeviceToken = () => `kiosk_${randomBytes(32).toString('base64url')}`;
/** Only this is stored: a long random token needs no slow hash (refresh tokens do the same). */
export const deviceTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
