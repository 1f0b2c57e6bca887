import type { ServiceCodeCreateBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { insertServiceCode } from './billing.repository.js';
import { incrementFor, presentServiceCode, serviceCodeTaken } from './service-code-record.js';

/** POST /api/admin/service-codes: the code is unique (400 on `code`). */
export async function createServiceCode(ctx: AppContext, body: ServiceCodeCreateBody, req: ChangeRequest) {
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      const row = await insertServiceCode(trx, {
        code: body.code,
        name: body.name,
        unit_kind: body.unit_kind,
        rate_cents: body.rate_cents,
        increment_minutes: incrementFor(body.unit_kind, body.increment_minutes),
        daily_cap_minutes: body.daily_cap_minutes ?? null,
        min_minutes: body.min_minutes ?? null,
        active: body.active ?? true,
        requires_evv: body.requires_evv ?? false,
        created_at: stamp,
        updated_at: stamp,
      });
      await audit({ action: 'create', entity: 'service_code', entityId: row.id, after: presentServiceCode(row) });
      return presentServiceCode(row);
    },
    serviceCodeTaken,
  );
}
