import { MSG } from '@daybook/domain';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { adminHttpClient } from './http-client';

/**
 * Walkthrough 41: in the Spanish console a refused save read "Date of birth cannot be in the
 * future." under the field. The server's catalogue texts reach the reader in their language.
 */
const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

async function refusal(): Promise<HttpError> {
  try {
    await adminHttpClient('/api/admin/clients', { method: 'POST', body: '{}' });
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('not refused');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the console’s refusals', () => {
  it('show a field’s catalogue message in Spanish to a Spanish reader, other texts as written', async () => {
    await loadLanguage('es');
    answer(400, {
      detail: `dob: ${MSG.dobFuture}`,
      code: 'validation_failed',
      dob: [MSG.dobFuture],
      code_field: ['Use 2–40 letters'],
    });
    const error = await refusal();
    expect(error.body.errors.dob).toBe('La fecha de nacimiento no puede ser futura.');
    expect(error.body.errors.code_field).toBe('Use 2–40 letters');
  });

  it('say a conflict in the reader’s language, and in English to an English reader', async () => {
    await loadLanguage('es');
    answer(409, { detail: MSG.departmentInUse, code: 'department_in_use' });
    expect((await refusal()).message).not.toBe(MSG.departmentInUse);
    await loadLanguage('en');
    answer(409, { detail: MSG.departmentInUse, code: 'department_in_use' });
    expect((await refusal()).message).toBe(MSG.departmentInUse);
  });
});
