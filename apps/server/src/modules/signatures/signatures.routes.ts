import {
  addendumBody,
  addendumSchema,
  clientCosignBody,
  clientCosignSchema,
  cosignBody,
  idParams,
  signatureSchema,
  signatureSettingsBody,
  signatureSettingsSchema,
  signBody,
  signDayBody,
  signDayResult,
  signingPinBody,
  signingStatusSchema,
  signingTitleBody,
  unsignedListSchema,
  unsignedQuery,
} from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.js';
import { who } from '../audit/audited-change.js';
import { addAddendum } from './add-addendum.js';
import { cosignProgress } from './cosign-progress.js';
import { listUnsigned } from './list-unsigned.js';
import { clientCosign } from './read-client-cosign.js';
import { signatureSettings } from './read-signature-settings.js';
import { signingStatus } from './read-signing-status.js';
import { setClientCosign } from './set-client-cosign.js';
import { setSigningPin } from './set-signing-pin.js';
import { setSigningTitle } from './set-signing-title.js';
import { signAttendanceDay } from './sign-attendance-day.js';
import { signProgress } from './sign-progress.js';
import { signaturesPolicy } from './signatures.policy.js';
import { updateSignatureSettings } from './update-signature-settings.js';

const tags = ['signatures'];

/**
 * Electronic signatures, co-signatures, addenda and the overdue-unsigned list (issue 14, ADR 0015,
 * docs/signatures.md). The locks themselves are enforced where records are written
 * (modules/care, record-lock.ts).
 */
export const signaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/progress/:id/sign/',
    {
      config: { access: signaturesPolicy.sign },
      schema: {
        tags,
        operationId: 'signProgress',
        summary: 'The author signs a progress note (password or PIN, attestation: true); it is locked',
        params: idParams,
        body: signBody,
        response: { 201: signatureSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await signProgress(ctx, { ...who(request), id: request.params.id, body: request.body })),
  );

  app.post(
    '/api/progress/:id/cosign/',
    {
      config: { access: signaturesPolicy.cosign },
      schema: {
        tags,
        operationId: 'cosignProgress',
        summary: 'The author’s manager or an admin co-signs a signed progress note (password or PIN)',
        params: idParams,
        body: cosignBody,
        response: { 201: signatureSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await cosignProgress(ctx, { ...who(request), id: request.params.id, body: request.body })),
  );

  // The two addenda routes: the same operation and body for a note or an attendance record.
  for (const { type, url, operationId, summary } of [
    {
      type: 'progress_note',
      url: '/api/progress/:id/addenda/',
      operationId: 'addProgressAddendum',
      summary: 'Add a signed addendum (text, reason) to a signed note: its author, their manager or an admin',
    },
    {
      type: 'attendance',
      url: '/api/attendance/:id/addenda/',
      operationId: 'addAttendanceAddendum',
      summary: 'Add a signed addendum to a signed attendance record: the provider, their manager or an admin',
    },
  ] as const) {
    app.post(
      url,
      {
        config: { access: signaturesPolicy.addendum },
        schema: {
          tags,
          operationId,
          summary,
          params: idParams,
          body: addendumBody,
          response: { 201: addendumSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await addAddendum(ctx, { ...who(request), type, id: request.params.id, body: request.body })),
    );
  }

  app.post(
    '/api/attendance/sign-day/',
    {
      config: { access: signaturesPolicy.ownSignatures },
      schema: {
        tags,
        operationId: 'signAttendanceDay',
        summary: 'The provider signs the day’s attendance records of their clients (one transaction)',
        body: signDayBody,
        response: { 200: signDayResult, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => signAttendanceDay(ctx, { ...who(request), body: request.body }),
  );

  app.get(
    '/api/progress/unsigned/',
    {
      config: { access: signaturesPolicy.ownSignatures },
      schema: {
        tags,
        operationId: 'listUnsignedRecords',
        summary: 'Notes and attendance records unsigned longer than the setting (own; managers: team; admins: all)',
        querystring: unsignedQuery,
        response: { 200: unsignedListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listUnsigned(ctx, request.actor, request.query.scope),
  );

  app.get(
    '/api/profile/signing/',
    {
      config: { access: signaturesPolicy.ownSignatures },
      schema: {
        tags,
        operationId: 'getSigningStatus',
        summary: 'Whether the caller has a signing PIN, and the title their signatures show',
        response: { 200: signingStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => signingStatus(ctx, request.actor),
  );

  app.put(
    '/api/profile/signing-pin/',
    {
      config: { access: signaturesPolicy.ownSignatures },
      schema: {
        tags,
        operationId: 'setSigningPin',
        summary: 'Set (6–12 digits) or remove (null) the caller’s signing PIN; the current password confirms',
        body: signingPinBody,
        response: { 200: z.object({ detail: z.string() }), ...errorResponses(400, 401) },
      },
    },
    async (request) => setSigningPin(ctx, { ...who(request), body: request.body }),
  );

  app.put(
    '/api/profile/signing-title/',
    {
      config: { access: signaturesPolicy.ownSignatures },
      schema: {
        tags,
        operationId: 'setSigningTitle',
        summary: 'The credentials/title the caller’s future signatures show (blank: the default for the role)',
        body: signingTitleBody,
        response: { 200: signingStatusSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => setSigningTitle(ctx, { ...who(request), body: request.body }),
  );

  app.get(
    '/api/admin/signature-settings/',
    {
      config: { access: signaturesPolicy.settings },
      schema: {
        tags,
        operationId: 'getSignatureSettings',
        summary: 'After how many days an unsigned record is listed (admin)',
        response: { 200: signatureSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => signatureSettings(ctx),
  );

  app.put(
    '/api/admin/signature-settings/',
    {
      config: { access: signaturesPolicy.settings },
      schema: {
        tags,
        operationId: 'updateSignatureSettings',
        summary: 'Set after how many days (0–365) an unsigned record is listed (admin)',
        body: signatureSettingsBody,
        response: { 200: signatureSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updateSignatureSettings(ctx, { ...who(request), body: request.body }),
  );

  app.get(
    '/api/admin/clients/:id/cosign/',
    {
      config: { access: signaturesPolicy.settings },
      schema: {
        tags,
        operationId: 'getClientCosign',
        summary: 'Whether a client’s progress notes need a supervisor’s co-signature (admin)',
        params: idParams,
        response: { 200: clientCosignSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => clientCosign(ctx, request.params.id),
  );

  app.put(
    '/api/admin/clients/:id/cosign/',
    {
      config: { access: signaturesPolicy.settings },
      schema: {
        tags,
        operationId: 'setClientCosign',
        summary: 'Whether a client’s progress notes need a supervisor’s co-signature to be complete (admin)',
        params: idParams,
        body: clientCosignBody,
        response: { 200: clientCosignSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => setClientCosign(ctx, { ...who(request), id: request.params.id, body: request.body }),
  );
};
