import { MSG, type ProgressSaveResult, type progressSaveBody } from '@daybook/domain';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context.js';
import type { DailyProgressRow } from '../../db/schema.js';
import { conflict, type FieldErrors, fieldError, fieldErrors, found, notFound } from '../../lib/http-error.js';
import { requireLocation } from '../location-trust/require-location.js';
import { refuseSigned } from '../signatures/record-lock.js';
import { presentTrial } from './care.presenter.js';
import {
  deleteTrialRow,
  findProgressByClientDate,
  insertProgressIfNew,
  insertTrials,
  listGoals,
  listTrials,
  updateProgressRow,
  updateTrialRow,
} from './care.repository.js';
import { trialDuplicate } from './care-conflicts.js';
import { readProgress } from './read-progress.js';
import { writeForClient } from './write-for-client.js';

type SaveBody = z.output<typeof progressSaveBody>;

/** A 400 with every collected field message (the first one as the detail); nothing when there are none. */
function refuseFields(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
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
        // the note is held, so the trials read after it are still there
        if (!(await deleteTrialRow(trx, id))) throw notFound();
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
          const after = found(await updateTrialRow(trx, trial.id, fields));
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
