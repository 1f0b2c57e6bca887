import {
  type Client,
  type ClientListQuery,
  type ClientUpdateBody,
  displayDate,
  type GoalTrends,
  MSG,
  TRENDS_DAYS_DEFAULT,
  TRIAL_VALUE_CODES,
  type TrialValueCounts,
} from '@daybook/domain';
import { addDays, format, parseISO } from 'date-fns';
import type { Actor, AppContext } from '../../context.js';
import { refuseDuplicates } from '../../db/database.js';
import type { ClientRow } from '../../db/schema.js';
import { fieldError, forbidden, found } from '../../lib/http-error.js';
import { auditFor } from '../audit/audit.repository.js';
import { requireLocation } from '../location-trust/program-locations.js';
import { organisationToday, requireVisibleClient } from './care.common.js';
import { mayChangeClient } from './care.policy.js';
import { presentClient } from './care.presenter.js';
import {
  listClientTrialsBetween,
  listGoals,
  listVisibleClients,
  lockClient,
  updateClientRow,
} from './care.repository.js';

/** GET /api/clients/: the actor's clients; search is a case-insensitive substring (docs/product-rules.md §5). */
export async function listClients(ctx: AppContext, actor: Actor, query: ClientListQuery): Promise<Client[]> {
  const rows = await listVisibleClients(ctx.db, actor);
  const needle = query.search?.trim().toLowerCase() ?? '';
  const digits = needle.replace(/\D/g, '');
  return rows
    .filter((row) => !query.status || query.status === 'all' || row.status === query.status)
    .filter((row) => {
      if (!needle) return true;
      const texts = [row.last_name, row.first_name, row.client_code, row.phone ?? ''];
      if (texts.some((text) => text.toLowerCase().includes(needle))) return true;
      // A phone typed with other punctuation, e.g. "480-555" against "(480) 555-0101".
      const phoneLike = digits.length >= 3 && /^[\d\s().+-]+$/.test(needle);
      return phoneLike && (row.phone ?? '').replace(/\D/g, '').includes(digits);
    })
    .map(presentClient);
}

/** GET /api/clients/{id}/: 404 for another provider's client (docs/product-rules.md §7). */
export async function getClient(ctx: AppContext, actor: Actor, id: number): Promise<Client> {
  return presentClient(await requireVisibleClient(ctx.db, actor, id));
}

/**
 * PATCH /api/clients/{id}/: the owner (or an admin) changes any subset of the client's fields.
 * Another provider gets the product's 403 message (docs/product-rules.md §5); `user` cannot move the client.
 */
export async function updateClient(
  ctx: AppContext,
  options: { actor: Actor; id: number; body: ClientUpdateBody; requestId: string },
): Promise<Client> {
  const { actor, body, id } = options;
  const now = ctx.clock.now();
  const today = await organisationToday(ctx);
  const audit = auditFor(actor.id, options.requestId, now);
  const taken = () => fieldError('clientId', MSG.clientIdTaken);
  return refuseDuplicates(taken, () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = found(await lockClient(trx, id, ctx.dialect));
      if (!mayChangeClient(actor, before)) throw forbidden(MSG.clientUpdateNotOwner);
      if (body.user !== undefined && body.user !== null && Number(body.user) !== before.owner_id) {
        throw fieldError('user', MSG.ownerNotChangeable);
      }
      if (body.dob !== undefined && body.dob > today) throw fieldError('dob', MSG.dobFuture);
      const changes: Partial<ClientRow> = { updated_at: now.toISOString() };
      if (body.clientId !== undefined) changes.client_code = body.clientId;
      if (body.firstName !== undefined) changes.first_name = body.firstName;
      if (body.lastName !== undefined) changes.last_name = body.lastName;
      if (body.dob !== undefined) changes.dob = body.dob;
      if (body.location !== undefined) {
        const location = await requireLocation(trx, body.location, { current: before.location });
        changes.location = location.code;
        changes.location_id = location.id;
      }
      if (body.billType !== undefined) changes.bill_type = body.billType;
      if (body.phone !== undefined) changes.phone = body.phone;
      if (body.guardian !== undefined) changes.guardian = body.guardian;
      if (body.status !== undefined) changes.status = body.status;
      const after = await updateClientRow(trx, id, changes);
      await audit(trx, { action: 'update', entity: 'client', entityId: id, before, after });
      return presentClient(await requireVisibleClient(trx, actor, id));
    }),
  );
}

/** GET /api/goals/{clientRecordId}: the goals of a visible client, in order. */
export async function listClientGoals(ctx: AppContext, actor: Actor, clientId: number) {
  await requireVisibleClient(ctx.db, actor, clientId);
  return listGoals(ctx.db, clientId);
}

const emptyCounts = (): TrialValueCounts =>
  Object.fromEntries(TRIAL_VALUE_CODES.map((code) => [code, 0])) as TrialValueCounts;
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/**
 * GET /api/clients/{id}/goal-trends/: per goal and day over the last `days` days ending today
 * (organisation zone): trials, count per prompt level, and the share scored "I".
 */
export async function goalTrends(
  ctx: AppContext,
  actor: Actor,
  clientId: number,
  days = TRENDS_DAYS_DEFAULT,
): Promise<GoalTrends> {
  await requireVisibleClient(ctx.db, actor, clientId);
  const end = await organisationToday(ctx);
  const start = format(addDays(parseISO(end), -(days - 1)), 'yyyy-MM-dd');
  const [goals, trials] = await Promise.all([
    listGoals(ctx.db, clientId),
    listClientTrialsBetween(ctx.db, clientId, start, end),
  ]);
  const byGoal = new Map<number, Map<string, TrialValueCounts>>();
  for (const trial of trials) {
    const perDay = byGoal.get(trial.goal_id) ?? new Map<string, TrialValueCounts>();
    byGoal.set(trial.goal_id, perDay);
    const counts = perDay.get(trial.date) ?? emptyCounts();
    perDay.set(trial.date, counts);
    counts[trial.value] += 1;
  }
  return {
    client: clientId,
    days,
    start_date: displayDate(start),
    end_date: displayDate(end),
    start,
    end,
    goals: goals.map((goal) => {
      const perDay = byGoal.get(goal.id) ?? new Map<string, TrialValueCounts>();
      const total = emptyCounts();
      const points = [...perDay.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([date, counts]) => {
          const trialCount = TRIAL_VALUE_CODES.reduce((sum, code) => sum + counts[code], 0);
          for (const code of TRIAL_VALUE_CODES) total[code] += counts[code];
          return {
            date: displayDate(date),
            date_iso: date,
            trials: trialCount,
            counts,
            independent_percent: percentOf(counts.I, trialCount),
          };
        });
      const totalTrials = TRIAL_VALUE_CODES.reduce((sum, code) => sum + total[code], 0);
      return {
        goal: goal.id,
        description: goal.description,
        total_trials: totalTrials,
        counts: total,
        independent_percent: percentOf(total.I, totalTrials),
        points,
      };
    }),
  };
}
