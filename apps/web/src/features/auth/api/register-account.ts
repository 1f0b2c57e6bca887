import type { RegisterBody } from '@daybook/domain';
import { useMutation } from '@tanstack/react-query';
import { saveTokens } from '../../../lib/auth-tokens';
import { answerOf, api } from '../../../lib/typed-api';

/** An admin onboarding an employee gets the new account back and stays signed in as themselves. */
export interface OnboardedEmployee {
  id: number;
  name: string;
  email: string;
  role: string;
  detail: string;
}

export type RegisterOutcome = { kind: 'first-admin' } | { kind: 'onboarded'; employee: OnboardedEmployee };

/**
 * POST /api/register/. On an empty database the first account becomes the admin and is signed
 * in (tokens come back); afterwards a signed-in admin creates accounts for employees.
 */
export function useRegisterAccount() {
  return useMutation({
    mutationFn: async (body: RegisterBody): Promise<RegisterOutcome> => {
      const answer = await answerOf(api.POST('/api/register/', { body }));
      if ('access_token' in answer) {
        saveTokens(answer);
        return { kind: 'first-admin' };
      }
      return { kind: 'onboarded', employee: answer };
    },
  });
}
