import {
  type Client,
  formatPhone,
  type Goal,
  type GoalTrends,
  type ProgressNoteForm,
  progressNoteForm,
  type TrialValueCode,
} from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useClient } from '../../../api/clients';
import { useActiveLocations } from '../../../api/locations';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-field';
import { DetailList } from '../../../components/detail-list';
import { ErrorBanner } from '../../../components/error-banner';
import { PageLoading } from '../../../components/page-loading';
import { SelectField } from '../../../components/select-field';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';
import { locationOptions } from '../../../lib/location-options';
import { browserOffline, failedOffline } from '../../../lib/refusal';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToday } from '../../../lib/use-today';
import {
  type ProgressDay,
  progressDayKey,
  useDeleteTrial,
  useGoals,
  useGoalTrends,
  useProgressDay,
  useSaveProgress,
} from '../api/notes';
import { GoalTrend } from '../components/goal-trend';
import { NoteSignaturePanel } from '../components/note-signature-panel';
import { type TrialDraft, TrialRows } from '../components/trial-rows';
import { UnsignedBanner } from '../components/unsigned-banner';
import { currentDraftKey, readDraft, useDraftAutosave } from '../lib/note-draft';
import { isSignedRefusal, saveFailureText } from '../lib/save-failure';
import '../i18n';

interface Feedback {
  /** warning: the note could not be sent (offline) and is kept on this device. */
  severity: 'success' | 'warning' | 'error';
  message: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseId(text: string | undefined): number | null {
  return text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Progress notes (/notes/:id, id = the client's record id; ?date=YYYY-MM-DD): docs/product-rules.md §2 Notes. */
export default function NotesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notes.title'));
  const today = useToday();
  const clientId = parseId(useParams().id);
  const [params, setParams] = useSearchParams();
  const requested = params.get('date') ?? '';
  const date = ISO_DATE.test(requested) ? requested : today;
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const client = useClient(clientId);
  const goals = useGoals(client.isSuccess ? clientId : null);
  const day = useProgressDay(client.isSuccess ? clientId : null, date);
  const trends = useGoalTrends(client.isSuccess ? clientId : null);

  const changeDate = (value: string) => {
    setFeedback(null);
    if (!ISO_DATE.test(value)) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('date', value);
      return next;
    });
  };

  const failed = clientId === null || client.isError;
  return (
    <Box sx={{ maxWidth: 1120, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('notes.heading')}
      </Typography>
      <UnsignedBanner />
      {failed && <ErrorBanner message={t('notes.loadFailed')} />}
      {!failed && (client.isPending || goals.isPending || day.isPending) && <PageLoading />}
      {client.data && goals.isError && <ErrorBanner message={t('notes.noGoalsAlert')} sx={{ mb: 2 }} />}
      {day.isError && <ErrorBanner message={t('notes.loadFailed')} sx={{ mb: 2 }} />}
      {client.data && (goals.data || goals.isError) && day.data && (
        <NotesForm
          key={`${date}:${day.data.progress?.id ?? 'new'}:${day.data.progress?.updated_at ?? ''}`}
          client={client.data}
          goals={goals.data ?? []}
          day={day.data}
          date={date}
          today={today}
          onDateChange={changeDate}
          trends={trends.data}
          trendsLoading={trends.isPending}
          feedback={feedback}
          setFeedback={setFeedback}
        />
      )}
    </Box>
  );
}

interface NotesFormProps {
  client: Client;
  goals: Goal[];
  day: ProgressDay;
  date: string;
  /** The organisation's date today: a later date is a field error (notes are never written ahead). */
  today: string;
  onDateChange: (date: string) => void;
  trends: GoalTrends | undefined;
  trendsLoading: boolean;
  feedback: Feedback | null;
  setFeedback: (feedback: Feedback | null) => void;
}

let draftKeys = 0;
const newKey = () => `new-${++draftKeys}`;

function draftsOf(day: ProgressDay): TrialDraft[] {
  return [...day.trials]
    .sort((a, b) => a.trial_number - b.trial_number)
    .map((trial) => ({
      key: `saved-${trial.id}`,
      id: trial.id,
      goal: trial.goal,
      trial_number: trial.trial_number,
      percentage: trial.percentage_value === null ? '' : String(trial.percentage_value),
      value: trial.value,
      initials: trial.initials ?? '',
    }));
}

/** The day's note: header, goals with their trials, the day's notes and Save Progress. */
function NotesForm({
  client,
  goals,
  day,
  date,
  today,
  onDateChange,
  trends,
  trendsLoading,
  feedback,
  setFeedback,
}: NotesFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useSaveProgress();
  const locations = useActiveLocations();
  const deleteTrial = useDeleteTrial();
  // A signed note is locked on the server; here it is shown read-only (ADR 0015).
  const locked = Boolean(day.progress?.signed);
  // The note being written is kept on this device and restored after a reload or a closed tab.
  const [draftKey] = useState(() => currentDraftKey(client.id, date));
  const [restored] = useState(() => (locked ? null : readDraft(draftKey)));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const schema = useMemo(
    () =>
      progressNoteForm({
        locationRequired: t('notes.locationRequired'),
        trialValueNeeded: t('notes.trialValueNeeded'),
      }),
    [t],
  );
  // the form starts from the device's draft, else the saved note (the date is the page's address)
  const { register, handleSubmit, watch, setValue, getValues } = useForm<ProgressNoteForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      location: restored?.location ?? day.progress?.location ?? client.location,
      general_notes: restored?.generalNotes ?? day.progress?.general_notes ?? '',
      provider_initials: restored?.initials ?? day.progress?.provider_initials ?? '',
      additional_notes: restored?.additionalNotes ?? day.progress?.additional_notes ?? '',
      trials: restored?.trials ?? draftsOf(day),
    },
    // the first problem shows by the Save button, as one message (below)
    shouldFocusError: false,
  });
  const values = watch();
  const trials = values.trials;
  const draft = useDraftAutosave(
    draftKey,
    {
      location: values.location,
      generalNotes: values.general_notes,
      initials: values.provider_initials,
      additionalNotes: values.additional_notes,
      trials,
    },
    !locked,
  );
  const setTrials = (change: (current: TrialDraft[]) => TrialDraft[]) =>
    setValue('trials', change(getValues('trials')), { shouldDirty: true });
  const [confirming, setConfirming] = useState(false);
  const [deletingKey, setDeletingKey] = useState<string | null>(null);
  const [askingToDelete, setAskingToDelete] = useState<{ trial: TrialDraft; goalNumber: number } | null>(null);
  const [serverDateError, setServerDateError] = useState<string | null>(null);
  const dateError = date > today ? t('notes.dateInFuture') : serverDateError;
  const feedbackRef = useRef<HTMLDivElement>(null);

  const show = (next: Feedback) => {
    setFeedback(next);
    // The message sits by the Save button; bring it into view on a phone.
    window.requestAnimationFrame(() => feedbackRef.current?.scrollIntoView?.({ block: 'nearest' }));
  };

  const changeTrial = (key: string, change: Partial<TrialDraft>) =>
    setTrials((current) => current.map((trial) => (trial.key === key ? { ...trial, ...change } : trial)));

  const addTrial = (goal: number) =>
    setTrials((current) => {
      const numbers = current.filter((trial) => trial.goal === goal).map((trial) => trial.trial_number);
      const next = numbers.length ? Math.max(...numbers) + 1 : 1;
      const initials = getValues('provider_initials');
      return [...current, { key: newKey(), id: null, goal, trial_number: next, percentage: '', value: '', initials }];
    });

  /** A trial not yet saved goes at once; a saved one is deleted on the server, so ask first. */
  const askToRemoveTrial = (trial: TrialDraft) => {
    setFeedback(null);
    if (trial.id === null) {
      setTrials((current) => current.filter((item) => item.key !== trial.key));
      return;
    }
    const goalNumber = goals.findIndex((goal) => goal.id === trial.goal) + 1;
    setAskingToDelete({ trial, goalNumber });
  };

  const removeTrial = async (trial: TrialDraft) => {
    setAskingToDelete(null);
    setFeedback(null);
    if (trial.id !== null) {
      setDeletingKey(trial.key);
      try {
        await deleteTrial.mutateAsync({ id: trial.id, clientId: client.id });
      } catch {
        setDeletingKey(null);
        show({ severity: 'error', message: t('notes.deleteFailed') });
        return;
      }
      setDeletingKey(null);
    }
    setTrials((current) => current.filter((item) => item.key !== trial.key));
  };

  /** The first problem, in the order the page has always named them: location, then a trial value. */
  const showFirstProblem = (errors: FieldErrors<ProgressNoteForm>) => {
    const message = errors.location?.message ?? errors.trials?.message ?? errors.trials?.root?.message;
    if (message) show({ severity: 'error', message });
  };
  const askToSave = () => {
    setFeedback(null);
    if (dateError) {
      show({ severity: 'error', message: dateError });
      return;
    }
    void handleSubmit(() => setConfirming(true), showFirstProblem)();
  };

  /** The note stays on this device as a draft; the worker saves it again once online (docs/offline.md). */
  const keepOffline = () => {
    draft.keep();
    show({ severity: 'warning', message: t('notes.savedOffline') });
  };

  const saveProgress = async () => {
    setConfirming(false);
    // Offline, nothing is sent and nothing waits: the save is never held (useSaveProgress) and the
    // worker is told at once that the note is kept here and must be saved again with a signal.
    if (browserOffline()) {
      keepOffline();
      return;
    }
    const note = getValues();
    try {
      await save.mutateAsync({
        client: client.id,
        date,
        location: note.location,
        general_notes: note.general_notes,
        additional_notes: note.additional_notes,
        provider_initials: note.provider_initials,
        trials: note.trials.map((trial) => ({
          id: trial.id,
          goal: trial.goal,
          trial_number: trial.trial_number,
          percentage: trial.percentage === '' ? null : Number(trial.percentage),
          value: (trial.value || null) as TrialValueCode | null,
          initials: trial.initials,
        })),
      });
      // The server has the note: the device's draft is no longer needed.
      draft.discard();
      setShowRestored(false);
      show({ severity: 'success', message: t('notes.saved', { first: client.firstName, last: client.lastName }) });
    } catch (error) {
      // the connection dropped while saving: the same as offline before it
      if (failedOffline(error)) {
        keepOffline();
        return;
      }
      // The server's date refusal (a future date in the organisation's zone) shows under the field.
      const dateRefusal = error instanceof ApiError ? error.fieldErrors.date : undefined;
      if (dateRefusal?.length) setServerDateError(dateRefusal.map((text) => translateMessage(t, text)).join(' '));
      // signed meanwhile (another tab, another device): read the note again, so the page shows it
      // signed and locked beside the server's words
      if (isSignedRefusal(error)) void queryClient.invalidateQueries({ queryKey: progressDayKey(client.id, date) });
      show({ severity: 'error', message: saveFailureText(t, error) });
    }
  };

  return (
    <Stack spacing={2.5}>
      {showRestored && (
        <Alert
          severity="info"
          role="status"
          data-testid="notes-draft-restored"
          onClose={() => setShowRestored(false)}
          slotProps={{ closeButton: { 'aria-label': t('common.dismiss'), title: t('common.dismiss') } }}
        >
          {t('notes.draftRestored')}
        </Alert>
      )}
      <Paper
        variant="outlined"
        component="section"
        aria-label={`${client.firstName} ${client.lastName}`}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' }, alignItems: 'start' }}>
          <DetailList
            sx={{ gridTemplateColumns: { xs: '1fr 1fr' } }}
            details={[
              {
                testId: 'notes-client-name',
                label: t('notes.clientName'),
                value: `${client.firstName} ${client.lastName}`,
              },
              { testId: 'notes-client-id', label: t('notes.clientId'), value: client.clientId },
              {
                testId: 'notes-bill-type',
                label: t('notes.billType'),
                value: t(`careCodes.billType.${client.billType}`),
              },
              { testId: 'notes-phone', label: t('notes.phone'), value: formatPhone(client.phone) || t('common.dash') },
            ]}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <SelectField
              {...muiField(
                register('location', {
                  onChange: () => setFeedback(null),
                }),
              )}
              value={values.location}
              id="notes-location"
              label={t('notes.location')}
              placeholder={t('notes.choose')}
              options={locationOptions(t, locations.data, day.progress?.location ?? client.location)}
              required
              disabled={locked}
              fullWidth
            />
            <DateField
              id="notes-date"
              label={t('notes.date')}
              value={date}
              onChange={(event) => onDateChange(event.target.value)}
              inputProps={{ max: today }}
              error={Boolean(dateError)}
              helperText={dateError ?? undefined}
              required
              fullWidth
            />
          </Box>
        </Box>
      </Paper>

      {goals.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="no-goals">
          <Typography>{t('notes.noGoals')}</Typography>
        </Paper>
      )}
      {goals.map((goal, index) => {
        const number = index + 1;
        return (
          <Paper
            key={goal.id}
            variant="outlined"
            component="section"
            aria-labelledby={`goal-${goal.id}-heading`}
            sx={{ p: { xs: 2, sm: 3 } }}
            data-testid={`goal-${number}`}
          >
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' } }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography id={`goal-${goal.id}-heading`} variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
                  {t('notes.goal', { number, description: goal.description })}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {t('notes.activities')}
                </Typography>
                <Typography variant="body2" sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
                  {goal.activities || t('common.dash')}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {t('notes.outcome')}
                </Typography>
                <Typography variant="body2" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
                  {goal.outcome || t('common.dash')}
                </Typography>
                <TrialRows
                  goalNumber={number}
                  trials={trials.filter((trial) => trial.goal === goal.id)}
                  onChange={changeTrial}
                  onDelete={askToRemoveTrial}
                  onAdd={() => addTrial(goal.id)}
                  deletingKey={deletingKey}
                  locked={locked}
                />
              </Box>
              <GoalTrend trend={trends?.goals.find((item) => item.goal === goal.id)} loading={trendsLoading} />
            </Box>
          </Paper>
        );
      })}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <TextInput
            {...muiField(register('general_notes'))}
            value={values.general_notes}
            id="notes-general"
            label={t('notes.dailySummary')}
            multiline
            minRows={3}
            disabled={locked}
            fullWidth
            inputProps={{ maxLength: 4000 }}
          />
          <TextInput
            {...muiField(register('provider_initials'))}
            value={values.provider_initials}
            id="notes-initials"
            label={t('notes.providerInitials')}
            disabled={locked}
            fullWidth
            inputProps={{ maxLength: 20 }}
          />
          <TextInput
            {...muiField(register('additional_notes'))}
            value={values.additional_notes}
            id="notes-additional"
            label={t('notes.additionalNotes')}
            multiline
            minRows={2}
            disabled={locked}
            fullWidth
            inputProps={{ maxLength: 4000 }}
          />
          <Box ref={feedbackRef}>
            {feedback && (
              <Alert
                severity={feedback.severity}
                role={feedback.severity === 'success' ? 'status' : 'alert'}
                onClose={() => setFeedback(null)}
                data-testid={`notes-${feedback.severity}`}
                slotProps={{ closeButton: { 'aria-label': t('common.dismiss'), title: t('common.dismiss') } }}
              >
                {feedback.message}
              </Alert>
            )}
          </Box>
          {!locked && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button variant="contained" size="large" onClick={askToSave} disabled={save.isPending}>
                {save.isPending ? t('notes.saving') : t('notes.saveProgress')}
              </Button>
            </Box>
          )}
        </Stack>
      </Paper>
      <NoteSignaturePanel progress={day.progress} trials={day.trials} goals={goals} />
      <ConfirmDialog
        open={confirming}
        id="confirm-save-progress"
        title={t('notes.confirmTitle')}
        body={t('notes.confirmBody')}
        cancelLabel={t('notes.confirmCancel')}
        confirmLabel={t('notes.confirmSave')}
        onCancel={() => setConfirming(false)}
        onConfirm={saveProgress}
      />
      <ConfirmDialog
        open={askingToDelete !== null}
        id="confirm-delete-trial"
        title={t('notes.deleteTrialTitle')}
        body={t('notes.deleteTrialBody', {
          goal: askingToDelete?.goalNumber ?? '',
          trial: askingToDelete?.trial.trial_number ?? '',
        })}
        cancelLabel={t('notes.deleteTrialCancel')}
        confirmLabel={t('notes.deleteTrialConfirm')}
        destructive
        onCancel={() => setAskingToDelete(null)}
        onConfirm={() => askingToDelete && removeTrial(askingToDelete.trial)}
      />
    </Stack>
  );
}
