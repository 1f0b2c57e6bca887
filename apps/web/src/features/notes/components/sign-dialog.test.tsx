// @vitest-environment jsdom
import { AUTHOR_ATTESTATION, MSG } from '@daybook/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { SignDialog } from './sign-dialog';

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
