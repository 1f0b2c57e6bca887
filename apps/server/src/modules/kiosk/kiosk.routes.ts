import {
  idParams,
  kioskDeviceBody,
  kioskDeviceCreatedSchema,
  kioskDeviceSchema,
  kioskIdentifyBody,
  kioskIdentitySchema,
  kioskLockedPinSchema,
  kioskMemberVisitsBody,
  kioskMemberVisitsSchema,
  kioskPinBody,
  kioskPinStatusSchema,
  kioskPunchBody,
  kioskPunchSchema,
  kioskRosterEntrySchema,
  kioskSelfSchema,
  noBody,
} from '@daybook/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.js';
import { LIMITS } from '../../plugins/rate-limit.js';
import { who } from '../audit/audited-change.js';
import { checkMembersAtKiosk } from './check-members-at-kiosk.js';
import { deviceTokenHash } from './device-token.js';
import { getKioskDevice } from './get-kiosk-device.js';
import { getKioskPinStatus } from './get-kiosk-pin-status.js';
import { getKioskRoster } from './get-kiosk-roster.js';
import { identifyAtKiosk } from './identify-at-kiosk.js';
import { kioskPolicy, kioskToken } from './kiosk.policy.js';
import { listKioskDevices } from './list-kiosk-devices.js';
import { listKioskLocations } from './list-kiosk-locations.js';
import { listLockedKioskPins } from './list-locked-kiosk-pins.js';
import { punchAtKiosk } from './punch-at-kiosk.js';
import { registerKioskDevice } from './register-kiosk-device.js';
import { revokeKioskDevice } from './revoke-kiosk-device.js';
import { setKioskPin } from './set-kiosk-pin.js';
import { unlockKioskPin } from './unlock-kiosk-pin.js';

const tags = ['kiosk'];

/** PIN attempts one device may send per minute, counted per device token (Redis when present). */
const DEVICE_RATE = { max: 30, timeWindow: '1 minute' } as const;

/**
 * The shared kiosk (issue 15, ADR 0024, docs/security.md "Kiosk"): the kiosk PIN in the profile,
 * the devices an admin or manager registers, and the routes a device calls with its token. Who may
 * call which route is declared in kiosk.policy.ts and enforced by the access hook (plugins/auth.ts).
 */
export const kioskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  const perDevice = {
    rateLimit: {
      ...DEVICE_RATE,
      keyGenerator: (request: FastifyRequest) => {
        const token = kioskToken(request);
        return token ? `kiosk:${deviceTokenHash(token)}` : `kiosk-ip:${request.ip}`;
      },
    },
  };

  // The user's own kiosk PIN ------------------------------------------------------------------
  app.get(
    '/api/profile/kiosk-pin/',
    {
      config: { access: kioskPolicy.ownPin },
      schema: {
        tags,
        operationId: 'getKioskPinStatus',
        summary: 'Whether the caller has a kiosk PIN and whether it is locked',
        response: { 200: kioskPinStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => getKioskPinStatus(ctx, request.actor),
  );

  app.put(
    '/api/profile/kiosk-pin/',
    {
      config: { rateLimit: LIMITS.changePassword, access: kioskPolicy.ownPin },
      schema: {
        tags,
        operationId: 'setKioskPin',
        summary:
          'Set (4–6 digits, not trivially guessable) or remove (null) the caller’s kiosk PIN; the current password confirms',
        body: kioskPinBody,
        response: { 200: kioskPinStatusSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => setKioskPin(ctx, { ...who(request), body: request.body }),
  );

  // Devices and locked PINs (admins and managers; unlocking: admins) -----------------------------
  app.get(
    '/api/kiosk/locations/',
    {
      config: { access: kioskPolicy.devices },
      schema: {
        tags,
        operationId: 'listKioskLocations',
        summary: 'Active locations with coordinates, where a kiosk may be registered',
        response: {
          200: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string().nullable() })),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => listKioskLocations(ctx),
  );

  app.get(
    '/api/kiosk/devices/',
    {
      config: { access: kioskPolicy.devices },
      schema: {
        tags,
        operationId: 'listKioskDevices',
        summary: 'Registered kiosk devices, revoked ones included',
        response: { 200: z.array(kioskDeviceSchema), ...errorResponses(401, 403) },
      },
    },
    async () => listKioskDevices(ctx),
  );

  app.post(
    '/api/kiosk/devices/',
    {
      config: { access: kioskPolicy.devices },
      schema: {
        tags,
        operationId: 'registerKioskDevice',
        summary: 'Register this device as a kiosk at a location; the token is answered once',
        body: kioskDeviceBody,
        response: { 201: kioskDeviceCreatedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registerKioskDevice(ctx, { ...who(request), body: request.body })),
  );

  app.post(
    '/api/kiosk/devices/:id/revoke/',
    {
      config: { access: kioskPolicy.devices },
      schema: {
        tags,
        operationId: 'revokeKioskDevice',
        summary: 'Revoke a kiosk device: its token stops working at once',
        params: idParams,
        body: noBody,
        response: { 200: kioskDeviceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => revokeKioskDevice(ctx, { ...who(request), id: request.params.id }),
  );

  app.get(
    '/api/kiosk/locked-pins/',
    {
      config: { access: kioskPolicy.lockedPins },
      schema: {
        tags,
        operationId: 'listLockedKioskPins',
        summary: 'Users whose kiosk PIN is locked after five wrong PINs',
        response: { 200: z.array(kioskLockedPinSchema), ...errorResponses(401, 403) },
      },
    },
    async () => listLockedKioskPins(ctx),
  );

  app.post(
    '/api/kiosk/locked-pins/:id/unlock/',
    {
      config: { access: kioskPolicy.lockedPins },
      schema: {
        tags,
        operationId: 'unlockKioskPin',
        summary: 'Unlock a user’s kiosk PIN (id: the user)',
        params: idParams,
        body: noBody,
        response: { 200: kioskPinStatusSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => unlockKioskPin(ctx, { ...who(request), userId: request.params.id }),
  );

  // The device's own routes (Authorization: Kiosk <token>) --------------------------------------
  app.get(
    '/api/kiosk/device/',
    {
      config: { access: kioskPolicy.device },
      schema: {
        tags,
        operationId: 'getKioskDevice',
        summary: 'The calling kiosk device: its name, location and the organisation’s zone',
        response: { 200: kioskSelfSchema, ...errorResponses(401) },
      },
    },
    async (request) => getKioskDevice(ctx, request.kioskDevice),
  );

  app.get(
    '/api/kiosk/roster/',
    {
      config: { access: kioskPolicy.device },
      schema: {
        tags,
        operationId: 'getKioskRoster',
        summary: 'The people who can use a kiosk: first name and last initial',
        response: { 200: z.array(kioskRosterEntrySchema), ...errorResponses(401) },
      },
    },
    async () => getKioskRoster(ctx),
  );

  app.post(
    '/api/kiosk/identify/',
    {
      config: { ...perDevice, access: kioskPolicy.device },
      schema: {
        tags,
        operationId: 'identifyAtKiosk',
        summary: 'Check a roster entry’s kiosk PIN; answers their work-day state and members',
        body: kioskIdentifyBody,
        response: { 200: kioskIdentitySchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => identifyAtKiosk(ctx, request.kioskDevice, request.body, request.id),
  );

  app.post(
    '/api/kiosk/punch/',
    {
      config: { ...perDevice, access: kioskPolicy.device },
      schema: {
        tags,
        operationId: 'kioskPunch',
        summary: 'Check in, check out, pause (reason) or resume with the kiosk PIN at the device’s location',
        description: 'The work-day refusals are the dashboard’s (409 with `error` and `detail`).',
        body: kioskPunchBody,
        response: { 200: kioskPunchSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => punchAtKiosk(ctx, request.kioskDevice, request.body, request.id),
  );

  app.post(
    '/api/kiosk/member-visits/',
    {
      config: { ...perDevice, access: kioskPolicy.device },
      schema: {
        tags,
        operationId: 'kioskMemberVisits',
        summary: 'Check several of the person’s members in or out in one pass at the device’s location',
        body: kioskMemberVisitsBody,
        response: { 200: kioskMemberVisitsSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => checkMembersAtKiosk(ctx, request.kioskDevice, request.body, request.id),
  );
};
