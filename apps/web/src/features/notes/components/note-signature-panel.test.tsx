// @vitest-environment jsdom
import type { DailyProgress, Signature } from '@daybook/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { NoteSignaturePanel } from './note-signature-panel';

/**
 * The note's signature section after its author signs (walkthrough 43): one green box says the note
 * is signed and locked, the one that also says how to correct it, in English and in Spanish.
 */
vi.setConfig({ testTimeout: 30_000 });
const signNote = vi.fn(async () => undefined);
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../../../api/profile', () => ({ useProfile: () => ({ data: { id: 3, role: 'staff' } }) }));
let hasPin = false;
vi.mock('../api/signatures', () => ({
  useSignNote: () => ({ mutateAsync: signNote }),
  useCosignNote: () => ({ mutateAsync: vi.fn() }),
  useAddAddendum: () => ({ mutateAsync: vi.fn() }),
  useSigningStatus: () => ({ data: { has_pin: hasPin } }),
}));

const signature: Signature = {
  id: 1,
  record_type: 'progress_note',
  record_id: 5,
  kind: 'author',
  signer_id: 3,
  signer: 'Ana Reyes',
  title: 'Direct Support Professional',
  signed_at: '2026-11-29T12:32:00.000Z',
  content_hash: 'ab'.repeat(32),
  attestation: 'I attest that I delivered the services documented.',
  method: 'password',
};
const note = (signed: boolean) =>
  ({
    id: 5,
    created_by: 3,
    signed,
    signatures: signed ? [signature] : [],
    addenda: [],
    requires_cosign: false,
    cosigned: false,
  }) as unknown as DailyProgress;

const LOCKED = {
  en: 'Signed and locked. Corrections are added as addenda.',
  es: 'Firmada y bloqueada. Las correcciones se agregan como anexos.',
};

/** Signs the unsigned note through its dialog, then shows the note as the server reads it again: signed. */
async function signAndReload(language: 'en' | 'es') {
  const view = render(<NoteSignaturePanel progress={note(false)} />);
  fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Sign' : 'Firmar' }));
  const dialog = within(screen.getByTestId('sign-note'));
  fireEvent.change(dialog.getByLabelText(language === 'en' ? /Your password/ : /Su contraseña/), {
    target: { value: 'Daybook-demo-2026!' },
  });
  fireEvent.click(dialog.getByRole('checkbox'));
  await act(async () => {
    fireEvent.click(dialog.getByRole('button', { name: language === 'en' ? 'Sign' : 'Firmar' }));
  });
  expect(signNote).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByTestId('sign-note')).toBeNull());
  view.rerender(<NoteSignaturePanel progress={note(true)} />);
}

/** The success boxes of the section, by their text. */
const successTexts = () =>
  [...screen.getByTestId('note-signature').querySelectorAll('.MuiAlert-standardSuccess')].map(
    (box) => box.querySelector('.MuiAlert-message')?.textContent,
  );

beforeEach(() => {
  signNote.mockClear();
  hasPin = false;
});
afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('a note just signed', () => {
  it('says once that it is signed and locked, with how to correct it, as a status', async () => {
    await loadLanguage('en');
    await signAndReload('en');
    expect(successTexts()).toEqual([LOCKED.en]);
    expect(screen.getByRole('status').textContent).toBe(LOCKED.en);
  });

  it('says it once in Spanish', async () => {
    await loadLanguage('es');
    await signAndReload('es');
    expect(successTexts()).toEqual([LOCKED.es]);
    expect(screen.queryByText('La nota está firmada y bloqueada.')).toBeNull();
  });
});

describe('a signer with a signing PIN', () => {
  it('is asked for the PIN first when signing and when adding an addendum', async () => {
    await loadLanguage('en');
    hasPin = true;
    const view = render(<NoteSignaturePanel progress={note(false)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    const sign = within(screen.getByTestId('sign-note'));
    expect((sign.getByRole('radio', { name: 'Signing PIN' }) as HTMLInputElement).checked).toBe(true);
    expect(sign.getByLabelText(/Your signing PIN/)).toBeTruthy();
    fireEvent.click(sign.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('sign-note')).toBeNull());

    view.rerender(<NoteSignaturePanel progress={note(true)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add addendum' }));
    const addendum = within(screen.getByTestId('addendum-note'));
    expect((addendum.getByRole('radio', { name: 'Signing PIN' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('the notice after an addendum', () => {
  it('names its close button in the reader’s language', async () => {
    await loadLanguage('es');
    render(<NoteSignaturePanel progress={note(true)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar anexo' }));
    const dialog = within(screen.getByTestId('addendum-note'));
    fireEvent.change(dialog.getByLabelText(/^Anexo/), { target: { value: 'También separó monedas.' } });
    fireEvent.change(dialog.getByLabelText(/^Motivo/), { target: { value: 'Faltaba en la nota' } });
    fireEvent.change(dialog.getByLabelText(/Su contraseña/), { target: { value: 'Daybook-demo-2026!' } });
    fireEvent.click(dialog.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Agregar anexo' }));
    });
    await waitFor(() => expect(screen.queryByTestId('addendum-note')).toBeNull());
    const notice = screen.getAllByRole('status').find((box) => box.textContent?.includes('Se agregó el anexo.'));
    expect(notice).toBeTruthy();
    const close = within(notice as HTMLElement).getByRole('button');
    expect(close.getAttribute('aria-label')).toBe('Cerrar');
    expect(close.getAttribute('title')).toBe('Cerrar');
  });
});
