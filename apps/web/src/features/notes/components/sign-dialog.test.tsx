// @vitest-environment jsdom
import { AUTHOR_ATTESTATION, MSG } from '@daybook/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { SignDialog } from './sign-dialog';

/** The signer's signing status as GET /api/profile/signing/ answers it (undefined: not answered yet). */
let status: { has_pin: boolean } | undefined;
vi.mock('../api/signatures', () => ({ useSigningStatus: () => ({ data: status }) }));

/**
 * The signing dialog in the reader's language (docs/signatures.md): the statement a signer accepts
 * is shown in Spanish with the English text the signature records beside it, and the server's
 * refusal of a wrong password or PIN in Spanish.
 */
function renderDialog(onSubmit: () => Promise<unknown>) {
  render(
    <SignDialog
      open
      id="sign-note"
      title="Firmar"
      attestation="author"
      submitLabel="Firmar"
      onCancel={() => undefined}
      onSubmit={onSubmit}
    />,
  );
}

beforeEach(() => {
  status = { has_pin: false };
});
afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('the signing dialog', () => {
  it('shows the statement in English and nothing more to an English reader', async () => {
    await loadLanguage('en');
    renderDialog(async () => undefined);
    expect(screen.getByRole('checkbox', { name: AUTHOR_ATTESTATION })).toBeTruthy();
    expect(screen.queryByText(/records this statement in English/)).toBeNull();
  });

  it('shows a Spanish reader the statement in Spanish, the English one it records, and a wrong password in Spanish', async () => {
    await loadLanguage('es');
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, MSG.signatureCredentialsWrong, {}, 'signature_credentials_wrong');
    });
    renderDialog(onSubmit);
    const statement = screen.getByRole('checkbox', { name: /^Declaro que presté los servicios documentados/ });
    expect(screen.getByText(`La firma guarda esta declaración en inglés: “${AUTHOR_ATTESTATION}”`)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Su contraseña/), { target: { value: 'not-my-password' } });
    fireEvent.click(statement);
    fireEvent.click(screen.getByRole('button', { name: 'Firmar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((await screen.findByRole('alert')).textContent).toBe('La contraseña o el PIN no es correcto.');
  });
});

/**
 * Which secret the dialog asks for first (walkthrough 43): the signing PIN for a signer who set
 * one, the password otherwise; a status answering late never switches what the signer types into.
 */
describe('the signing method offered first', () => {
  const checked = (name: string | RegExp) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;
  const dialog = (open = true) => (
    <SignDialog
      open={open}
      id="sign-note"
      title="Sign"
      attestation="author"
      submitLabel="Sign"
      onCancel={() => undefined}
      onSubmit={async () => undefined}
    />
  );

  it('is the password for a signer without a PIN', async () => {
    await loadLanguage('en');
    render(dialog());
    expect(checked('Password')).toBe(true);
    expect(screen.getByLabelText(/Your password/)).toBeTruthy();
  });

  it('is the PIN for a signer who set one, and the PIN is what is sent', async () => {
    await loadLanguage('en');
    status = { has_pin: true };
    const onSubmit = vi.fn(async () => undefined);
    render(
      <SignDialog
        open
        id="sign-note"
        title="Sign"
        attestation="author"
        submitLabel="Sign"
        onCancel={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    expect(checked('Signing PIN')).toBe(true);
    fireEvent.change(screen.getByLabelText(/Your signing PIN/), { target: { value: '482916' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ credentials: { pin: '482916' } }));
  });

  it('is the PIN in Spanish too, and again on the next opening after the signer chose the password', async () => {
    await loadLanguage('es');
    status = { has_pin: true };
    const view = render(dialog());
    expect(checked('PIN de firma')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Contraseña' }));
    expect(checked('Contraseña')).toBe(true);
    view.rerender(dialog(false));
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Contraseña' })).toBeNull());
    view.rerender(dialog(true));
    expect(checked('PIN de firma')).toBe(true);
  });

  it('switches to the PIN when the status answers after opening, but not under a password being typed', async () => {
    await loadLanguage('en');
    status = undefined;
    const view = render(dialog());
    expect(checked('Password')).toBe(true);
    status = { has_pin: true };
    view.rerender(dialog());
    expect(checked('Signing PIN')).toBe(true);

    cleanup();
    status = undefined;
    const typing = render(dialog());
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'Daybook-demo-2026!' } });
    status = { has_pin: true };
    typing.rerender(dialog());
    expect(checked('Password')).toBe(true);
    expect((screen.getByLabelText(/Your password/) as HTMLInputElement).value).toBe('Daybook-demo-2026!');
  });
});
