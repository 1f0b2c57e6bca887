import { adminIdParams } from '@daybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../lib/download.js';
import { errorResponses } from '../../plugins/openapi.js';
import { clientRecordsPolicy } from './client-records.policy.js';
import { exportClientRecords } from './export-client-records.js';

/** A client's records as health records: the admin's export of one client (docs/retention.md). */
export const clientRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/clients/:id/export',
    {
      config: { access: clientRecordsPolicy.exportClientRecords },
      schema: {
        tags: ['admin'],
        operationId: 'exportClientRecords',
        summary: 'Everything held about one client as one .zip archive (admin; the export is audited)',
        description:
          'JSON files: manifest.json, client.json, goals.json, attendance.json, progress-notes.json (notes with ' +
          'their trials), audit-log.json (every audit entry about the client or their records). Writes an audit ' +
          'row `read` for the client.',
        params: adminIdParams,
        produces: ['application/zip'],
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const archive = await exportClientRecords(app.ctx, {
        actor: request.actor,
        requestId: request.id,
        clientId: request.params.id,
      });
      return sendDownload(reply, {
        fileName: archive.fileName,
        contentType: 'application/zip',
        body: Buffer.from(archive.bytes),
      });
    },
  );
};
