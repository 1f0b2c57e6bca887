// @vitest-environment jsdom
import type { Client, DailyProgress, Goal, Trial } from '@daybook/domain';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage } from '../../../lib/i18n';
import type { ProgressDay } from '../api/notes';
import { draftKey, readDraft } from '../lib/note-draft';
import NotesPage from './notes-page';

/**
 * Save Progress when it fails (docs/api-errors.md, docs/offline.md): a refusal in the server's own
 * words (a signed note read again and shown signed), the generic "try again" for no answer or a
 * server error, and offline, at once, that the note is kept on this device and not sent.
 */
const DATE = '2026-11-20';
const client = {
  id: 7,
  clientId: 'C-7',
  firstName: 'Mateo',
  lastName: 'Alvarez',
  location: 'GUADALUPE_DTA',
  billType: 'DTA',
  phone: null,
} as unknown as Client;
const goal = { id: 3, description: 'Counts coins', activities: '', outcome: '' } as unknown as Goal;
const trial = {
  id: 11,
  trial_number: 1,
  percentage: '100%',
  percentage_value: 100,
  value: 'I',
  initials: 'EG',
  goal: 3,
  daily_progress: 5,
} as unknown as Trial;
const progress = (signed: boolean) =>
  ({
    id: 5,
    date: '11/20/2026',
    date_iso: DATE,
    location: 'GUADALUPE_DTA',
    general_notes: 'Practised counting coins',
    additional_notes: '',
    provider_initials: 'EG',
    client: 7,
    client_code: 'C-7',
    created_by: 1,
    updated_at: signed ? '2026-11-20T18:00:00.000Z' : '2026-11-20T17:00:00.000Z',
    signed,
  }) as unknown as DailyProgress;

let signedOnServer = false;
const dayReads = vi.fn();
const mutateAsync = vi.fn();
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../../../lib/use-today', () => ({ useToday: () => '2026-11-25' }));
vi.mock('../../../api/clients', () => ({ useClient: () => ({ isSuccess: true, isError: false, data: client }) }));
vi.mock('../../../api/locations', () => ({ useActiveLocations: () => ({ data: undefined }) }));
// the signed-in user of the draft's key (a user id from the access token in the app)
vi.mock('../lib/note-draft', async (importOriginal) => {
  const real = await importOriginal<typeof import('../lib/note-draft')>();
  return { ...real, currentDraftKey: (clientId: number, date: string) => real.draftKey('1', clientId, date) };
});
vi.mock('../components/unsigned-banner', () => ({ UnsignedBanner: () => null }));
vi.mock('../components/goal-trend', () => ({ GoalTrend: () => null }));
vi.mock('../components/note-signature-panel', () => ({
  NoteSignaturePanel: ({ progress }: { progress: DailyProgress | null }) =>
    progress?.signed ? <p data-testid="note-signed">signed</p> : null,
}));
vi.mock('../api/notes', async (importOriginal) => {
  const real = await importOriginal<typeof import('../api/notes')>();
  return {
    ...real,
    useGoals: () => ({ isPending: false, isError: false, data: [goal] }),
    useGoalTrends: () => ({ isPending: false, data: undefined }),
    useDeleteTrial: () => ({ mutateAsync: vi.fn() }),
    useSaveProgress: () => ({ mutateAsync, isPending: false }),
    // the day as the server has it now, read again when its query is invalidated
    useProgressDay: (clientId: number | null, date: string) =>
      useQuery({
        queryKey: real.progressDayKey(clientId, date),
        queryFn: async (): Promise<ProgressDay> => {
          dayReads();
          return { progress: progress(signedOnServer), trials: [trial] };
        },
        retry: false,
      }),
  };
});

const online = vi.spyOn(navigator, 'onLine', 'get');

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/notes/7?date=${DATE}`]}>
        <Routes>
          <Route path="/notes/:id" element={<NotesPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Save Progress, then Save in the confirmation. */
async function save() {
  fireEvent.click(await screen.findByRole('button', { name: /Save Progress|Guardar progreso/ }));
  const dialog = await screen.findByTestId('confirm-save-progress');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: /^(Save|Guardar)$/ }));
  });
}

beforeEach(() => {
  signedOnServer = false;
  dayReads.mockReset();
  mutateAsync.mockReset();
  online.mockReturnValue(true);
  localStorage.clear();
});
afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

/** The server's refusal of a save to a note signed meanwhile (in another tab). */
const signedRefusal = () =>
  new ApiError(409, 'This record is signed and locked. Add an addendum instead of changing it.', {}, 'record_signed');

describe('NotesPage, Save Progress refused or not sent', () => {
  it('shows a signed-note refusal in the server’s words and reads the note again, which shows it signed', async () => {
    await loadLanguage('en');
    renderPage();
    await screen.findByTestId('goal-1');
    expect(dayReads).toHaveBeenCalledTimes(1);
    // signed in another tab meanwhile
    signedOnServer = true;
    mutateAsync.mockRejectedValue(signedRefusal());
    await save();
    expect((await screen.findByTestId('notes-error')).textContent).toBe(
      'This record is signed and locked. Add an addendum instead of changing it.',
    );
    await screen.findByTestId('note-signed');
    expect(dayReads).toHaveBeenCalledTimes(2);
    // shown locked: nothing to save, the message stays
    expect(screen.queryByRole('button', { name: 'Save Progress' })).toBeNull();
    expect(screen.getByTestId('notes-error').textContent).toMatch(/signed and locked/);
  });

  it('words the refusal in Spanish from the catalogue', async () => {
    await loadLanguage('es');
    renderPage();
    await screen.findByTestId('goal-1');
    mutateAsync.mockRejectedValue(signedRefusal());
    await save();
    expect((await screen.findByTestId('notes-error')).textContent).toBe(
      'Este registro está firmado y bloqueado. Agregue un anexo en lugar de cambiarlo.',
    );
  });

  it('keeps the generic “try again” for a server error or no answer, and reads nothing again', async () => {
    await loadLanguage('en');
    renderPage();
    await screen.findByTestId('goal-1');
    mutateAsync.mockRejectedValue(new ApiError(500, 'Internal error', {}, 'server_error'));
    await save();
    expect((await screen.findByTestId('notes-error')).textContent).toBe('Failed to save progress. Please try again.');
    mutateAsync.mockRejectedValue(new ApiError(0, null));
    await save();
    expect(screen.getByTestId('notes-error').textContent).toBe('Failed to save progress. Please try again.');
    expect(dayReads).toHaveBeenCalledTimes(1);
  });

  it('offline, sends nothing and says at once the note is kept on this device, with the button ready again', async () => {
    await loadLanguage('en');
    renderPage();
    await screen.findByTestId('goal-1');
    fireEvent.change(screen.getByLabelText('Additional Notes'), { target: { value: 'Left at noon' } });
    online.mockReturnValue(false);
    await save();
    const notice = await screen.findByTestId('notes-warning');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe(
      'You are offline, so the note was not saved yet. It is kept on this device. Press Save Progress again when you have a signal.',
    );
    expect(mutateAsync).not.toHaveBeenCalled();
    // the last words typed are on the device (restored after a reload, "Draft restored")
    expect(readDraft(draftKey('1', 7, DATE))?.additionalNotes).toBe('Left at noon');
    await waitFor(() => expect(screen.queryByTestId('confirm-save-progress')).toBeNull());
    const button = screen.getByRole('button', { name: 'Save Progress' });
    expect(button.hasAttribute('disabled')).toBe(false);
    // once online, the same button saves it
    online.mockReturnValue(true);
    mutateAsync.mockResolvedValue({});
    await save();
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync.mock.calls[0]?.[0]).toMatchObject({ client: 7, date: DATE, additional_notes: 'Left at noon' });
  });

  it('says it in Spanish, and the same when the connection drops during the save', async () => {
    await loadLanguage('es');
    renderPage();
    await screen.findByTestId('goal-1');
    mutateAsync.mockImplementation(async () => {
      online.mockReturnValue(false);
      throw new ApiError(0, null);
    });
    await save();
    expect((await screen.findByTestId('notes-warning')).textContent).toBe(
      'No tiene conexión, así que la nota todavía no se guardó. Se conserva en este dispositivo. Presione Guardar progreso de nuevo cuando tenga señal.',
    );
  });
});
