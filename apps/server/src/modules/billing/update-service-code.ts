import { MSG, type ServiceCodeUpdateBody, type UnitKind } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/http-error.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { updateRecord } from '../audit/audited-record.js';
import { serviceCodeInUse, updateServiceCodeRow } from './billing.repository.js';
import { incrementFor, SERVICE_CODE } from './service-code-record.js';

/** PUT /api/admin/service-codes/{id}: any subset; a code in use cannot be renamed (409). */
export async function updateServiceCode(ctx: AppContext, id: number, body: ServiceCodeUpdateBody, req: ChangeRequest) {
  return updateRecord(ctx, req, SERVICE_CODE, id, async (trx, before, now) => {
    const changes: Record<string, unknown> = {};
    for (const key of [
      'code',
      'name',
      'unit_kind',
      'rate_cents',
      'increment_minutes',
      'daily_cap_minutes',
      'min_minutes',
      'active',
      'requires_evv',
    ] as const) {
      if (body[key] !== undefined) changes[key] = body[key];
    }
    const kind = (changes.unit_kind as UnitKind | undefined) ?? before.unit_kind;
    const increment = changes.increment_minutes === undefined ? before.increment_minutes : changes.increment_minutes;
    if (increment === null) changes.increment_minutes = incrementFor(kind, increment);
    const renamed = changes.code !== undefined && changes.code !== before.code;
    if (renamed && (await serviceCodeInUse(trx, before.code))) throw conflict(MSG.serviceCodeInUse);
    await updateServiceCodeRow(trx, id, { ...changes, updated_at: now.toISOString() });
  });
}
