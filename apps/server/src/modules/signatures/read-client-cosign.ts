import type { AppContext } from '../../context.js';
import { toBool } from '../../db/schema.js';
import { found } from '../../lib/http-error.js';
import { findClientCosign } from './signatures.repository.js';

/** GET /api/admin/clients/{id}/cosign/: whether the client's notes need a co-signature (404 when no such client). */
export async function clientCosign(ctx: AppContext, id: number) {
  const row = found(await findClientCosign(ctx.db, id));
  return { id: row.id, requires_cosign: toBool(row.requires_cosign) };
}
