import {
  type DailyProgress,
  type DailyProgressQuery,
  type dailyProgressBody,
  MSG,
  type ProgressSaveResult,
  type progressSaveBody,
  type Trial,
  type trialCreateBody,
  type trialUpdateBody,
} from '@daybook/domain';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { DailyProgressRow, TrialRow } from '../../db/schema.js';
import { badRequest, conflict, type FieldErrors, fieldError, found } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { requireLocation } from '../location-trust/program-locations.js';
import { refuseSigned } from '../signatures/record-lock.js';
import { withProgressSignatures } from '../signatures/signatures.service.js';
import { findClientByRef, refuseFutureDate, writeForClient } from './care.common.js';
import { presentProgress, presentTrial } from './care.presenter.js';
import {
  deleteTrialRow,
  findProgressByClientDate,
  findProgressSignature,
  insertProgress,
  insertProgressIfNew,
  insertTrial,
  insertTrials,
  isGoalOfClient,
  listGoals,
  listTrials,
  listVisibleProgress,
  lockVisibleProgress,
  lockVisibleTrial,
  updateProgressRow,
  updateTrialRow,
} from './care.repository.js';

type ProgressBody = z.output<typeof dailyProgressBody>;
type SaveBody = z.output<typeof progressSaveBody>;
type TrialCreate = z.output<typeof trialCreateBody>;
type TrialUpdate = z.output<typeof trialUpdateBody>;

/** GET /api/progress/: the actor's clients' progress records, newest first; filters client and date. */
export async function listProgress(ctx: AppContext, actor: Actor, query: DailyProgressQuery): Promise<DailyProgress[]> {
  let clientId: number | undefined;
  if (query.client !== undefined && query.client.trim() !== '') {
    const client = await findClientByRef(ctx.db, actor, query.client);
    if (!client) return [];
    clientId = client.id;
  }
  const rows = await listVisibleProgress(ctx.db, actor, {
    ...(clientId !== undefined ? { clientId } : {}),
    ...(query.date ? { date: query.date } : {}),
  });
  return withProgressSignatures(ctx.db, rows.map(presentProgress));
}

async function readProgress(executor: Executor, actor: Actor, id: number): Promise<DailyProgress> {
  const [row] = await listVisibleProgress(executor, actor, { id });
  const [note] = await withProgressSignatures(executor, [presentProgress(found(row))]);
  return found(note);
}

/**
 * Refuses a trial change of a signed note (409 record_signed). The trial was read with its note's
 * row locked (lockVisibleTrial), so this reads the note's lock as a concurrent sign left it.
 */
async function refuseSignedNote(executor: Executor, progressId: number, attempted: string): Promise<void> {
  const note = await findProgressSignature(executor, progressId);
  if (note) refuseSigned(note, 'daily_progress', attempted);
}

const progressDuplicate = () => conflict(MSG.progressDuplicate);

/**
 * POST /api/progress/: one record per client and date (409 otherwise), never dated in the future;
 * created_by is the actor.
 */
export async function createProgress(
  ctx: AppContext,
  options: { actor: Actor; body: ProgressBody; requestId: string },
): Promise<DailyProgress> {
  const { actor, body } = options;
  return writeForClient(
    ctx,
    options,
    async ({ trx, audit, stamp, client }) => {
      const location = await requireLocation(trx, body.location);
      const row = await insertProgress(trx, {
        client_id: client.id,
        date: body.date,
        location: location.code,
        location_id: location.id,
        general_notes: body.general_notes ?? null,
        additional_notes: body.additional_notes ?? null,
        provider_initials: body.provider_initials ?? null,
        created_by: actor.id,
        created_at: stamp,
        updated_at: stamp,
      });
      await audit({ action: 'create', entity: 'daily_progress', entityId: row.id, after: row });
      return readProgress(trx, actor, row.id);
    },
    progressDuplicate,
  );
}

/**
 * PUT /api/progress/{id}/: same body as POST; the client cannot change, the date may (409 on
 * clash; never to a future date).
 */
export async function updateProgress(
  ctx: AppContext,
  options: { actor: Actor; id: number; body: ProgressBody; requestId: string },
): Promise<DailyProgress> {
  const { actor, body, id } = options;
  await refuseFutureDate(ctx, body.date);
  return auditedChange(
    ctx,
    options,
    async ({ trx, now, audit }) => {
      const before = found(await lockVisibleProgress(trx, actor, id, ctx.dialect));
      refuseSigned(before, 'daily_progress', 'update');
      const client = await findClientByRef(trx, actor, body.client);
      if (!client || client.id !== before.client_id) throw fieldError('client', MSG.progressClientFixed);
      const location = await requireLocation(trx, body.location, { current: before.location });
      const changes: Partial<DailyProgressRow> = {
        date: body.date,
        location: location.code,
        location_id: location.id,
        updated_at: now.toISOString(),
      };
      if (body.general_notes !== undefined) changes.general_notes = body.general_notes;
      if (body.additional_notes !== undefined) changes.additional_notes = body.additional_notes;
      if (body.provider_initials !== undefined) changes.provider_initials = body.provider_initials;
      const after = await updateProgressRow(trx, id, changes);
      await audit({ action: 'update', entity: 'daily_progress', entityId: id, before, after });
      return readProgress(trx, actor, id);
    },
    progressDuplicate,
  );
}

/** GET /api/progress/{id}/trials/: the record's trials by goal order and trial number. */
export async function listProgressTrials(ctx: AppContext, actor: Actor, id: number): Promise<Trial[]> {
  const [progress] = await listVisibleProgress(ctx.db, actor, { id });
  found(progress); // 404 unless the record is the actor's
  return (await listTrials(ctx.db, id)).map(presentTrial);
}

async function requireGoalOfClient(executor: Executor, clientId: number, goalId: number, field: string) {
  if (!(await isGoalOfClient(executor, clientId, goalId))) throw fieldError(field, MSG.goalNotForClient);
}

const trialDuplicate = () => conflict(MSG.trialDuplicate);

/** POST /api/trials/: the progress record must be visible, the goal must be its client's. */
export async function createTrial(
  ctx: AppContext,
  options: { actor: Actor; body: TrialCreate; requestId: string },
): Promise<Trial> {
  const { actor, body } = options;
  return auditedChange(
    ctx,
    options,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      const progress = await lockVisibleProgress(trx, actor, body.daily_progress, ctx.dialect);
      if (!progress) throw fieldError('daily_progress', MSG.notFound);
      refuseSigned(progress, 'daily_progress', 'trial_create');
      await requireGoalOfClient(trx, progress.client_id, body.goal, 'goal');
      const row = await insertTrial(trx, {
        daily_progress_id: progress.id,
        goal_id: body.goal,
        trial_number: body.trial_number,
        percentage: body.percentage ?? null,
        value: body.value,
        initials: body.initials ?? null,
        created_at: stamp,
        updated_at: stamp,
      });
      await audit({ action: 'create', entity: 'trial', entityId: row.id, after: row });
      return presentTrial(row);
    },
    trialDuplicate,
  );
}

/** PUT /api/trials/{id}/: any subset of the trial's fields; it stays in its progress record. */
export async function updateTrial(
  ctx: AppContext,
  options: { actor: Actor; id: number; body: TrialUpdate; requestId: string },
): Promise<Trial> {
  const { actor, body, id } = options;
  return auditedChange(
    ctx,
    options,
    async ({ trx, now, audit }) => {
      const { client_id: clientId, ...before } = found(await lockVisibleTrial(trx, actor, id, ctx.dialect));
      await refuseSignedNote(trx, before.daily_progress_id, 'trial_update');
      if (body.daily_progress !== undefined && body.daily_progress !== before.daily_progress_id) {
        throw fieldError('daily_progress', MSG.trialRecordFixed);
      }
      const changes: Partial<TrialRow> = { updated_at: now.toISOString() };
      if (body.goal !== undefined && body.goal !== before.goal_id) {
        await requireGoalOfClient(trx, clientId, body.goal, 'goal');
        changes.goal_id = body.goal;
      }
      if (body.trial_number !== undefined) changes.trial_number = body.trial_number;
      if (body.percentage !== undefined) changes.percentage = body.percentage;
      if (body.value !== undefined) changes.value = body.value;
      if (body.initials !== undefined) changes.initials = body.initials;
      const after = await updateTrialRow(trx, id, changes);
      await audit({ action: 'update', entity: 'trial', entityId: id, before, after });
      return presentTrial(after);
    },
    trialDuplicate,
  );
}

/** DELETE /api/trials/{id}/. */
export async function deleteTrial(ctx: AppContext, options: { actor: Actor; id: number; requestId: string }) {
  const { actor, id } = options;
  await auditedChange(ctx, options, async ({ trx, audit }) => {
    const { client_id: _client, ...before } = found(await lockVisibleTrial(trx, actor, id, ctx.dialect));
    await refuseSignedNote(trx, before.daily_progress_id, 'trial_delete');
    await deleteTrialRow(trx, id);
    await audit({ action: 'delete', entity: 'trial', entityId: id, before });
  });
}

/** A 400 with every collected field message (the first one as the detail); nothing when there are none. */
function refuseFields(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) {
    const [first, messages] = Object.entries(errors)[0]!;
    throw badRequest(`${first}: ${messages.join(' ')}`, errors);
  }
}

/**
 * POST /api/progress/save/: the Notes page's Save Progress, all or nothing (docs/security.md). Upserts
 * the day's record by (client, date), deletes `deleted_trial_ids`, updates trials with an id,
 * creates the rest; trials without a value are skipped. Any refusal rolls everything back. A
 * future date is refused before anything is read.
 */
export async function saveProgress(
  ctx: AppContext,
  options: { actor: Actor; body: SaveBody; requestId: string },
): Promise<ProgressSaveResult> {
  const { actor, body } = options;
  return writeForClient(
    ctx,
    options,
    async ({ trx, audit, stamp, client }) => {
      // Check every trial against the client's goals before writing anything.
      const goalIds = new Set((await listGoals(trx, client.id)).map((goal) => goal.id));
      const errors: FieldErrors = {};
      body.trials.forEach((trial, index) => {
        if (!goalIds.has(trial.goal)) errors[`trials.${index}.goal`] = [MSG.goalNotForClient];
      });
      refuseFields(errors);

      // The day's record: update it when it exists, else create it (a racing create is found again).
      let before = await findProgressByClientDate(trx, client.id, body.date, ctx.dialect);
      const location = await requireLocation(trx, body.location, { current: before?.location ?? null });
      const values = {
        location: location.code,
        location_id: location.id,
        general_notes: body.general_notes ?? null,
        additional_notes: body.additional_notes ?? null,
        provider_initials: body.provider_initials ?? null,
        updated_at: stamp,
      };
      let created = false;
      let progress: DailyProgressRow;
      if (!before) {
        const inserted = await insertProgressIfNew(trx, {
          ...values,
          client_id: client.id,
          date: body.date,
          created_by: actor.id,
          created_at: stamp,
        });
        if (inserted) {
          created = true;
          progress = inserted;
          await audit({ action: 'create', entity: 'daily_progress', entityId: inserted.id, after: inserted });
        } else {
          before = await findProgressByClientDate(trx, client.id, body.date, ctx.dialect);
          if (!before) throw conflict(MSG.progressDuplicate);
        }
      }
      if (before) {
        refuseSigned(before, 'daily_progress', 'save');
        progress = await updateProgressRow(trx, before.id, values);
        await audit({ action: 'update', entity: 'daily_progress', entityId: before.id, before, after: progress });
      }
      const record = progress!;

      // Trials: every id named must be one of this record's.
      const existing = new Map((await listTrials(trx, record.id)).map((trial) => [trial.id, trial]));
      const deleted = new Set(body.deleted_trial_ids ?? []);
      for (const id of deleted) {
        if (!existing.has(id)) throw fieldError('deleted_trial_ids', MSG.trialNotInRecord);
      }
      body.trials.forEach((trial, index) => {
        if (trial.id != null && (!existing.has(trial.id) || deleted.has(trial.id))) {
          errors[`trials.${index}.id`] = [MSG.trialNotInRecord];
        }
      });
      refuseFields(errors);

      for (const id of deleted) {
        await deleteTrialRow(trx, id);
        await audit({ action: 'delete', entity: 'trial', entityId: id, before: existing.get(id) });
      }
      const toCreate = [];
      for (const trial of body.trials) {
        if (!trial.value) continue;
        const fields = {
          goal_id: trial.goal,
          trial_number: trial.trial_number,
          percentage: trial.percentage ?? null,
          value: trial.value,
          initials: trial.initials ?? null,
          updated_at: stamp,
        };
        if (trial.id != null) {
          const after = await updateTrialRow(trx, trial.id, fields);
          await audit({ action: 'update', entity: 'trial', entityId: trial.id, before: existing.get(trial.id), after });
        } else {
          toCreate.push({ ...fields, daily_progress_id: record.id, created_at: stamp });
        }
      }
      if (toCreate.length > 0) {
        const inserted = await insertTrials(trx, toCreate);
        for (const row of inserted) await audit({ action: 'create', entity: 'trial', entityId: row.id, after: row });
      }

      const trials = (await listTrials(trx, record.id)).map(presentTrial);
      return { ...(await readProgress(trx, actor, record.id)), trials, created };
    },
    trialDuplicate,
  );
}
