import type { Language } from '@daybook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { languageQuery, languageQueryKey } from '../../api/profile';
import { useSignedIn } from '../auth-tokens';
import { answerOf, api } from '../typed-api';
import { loadLanguage } from './index';
import { browserLanguage, rememberLanguageOnDevice } from './language';

function apply(choice: Language | null): void {
  rememberLanguageOnDevice(choice);
  const language = choice ?? browserLanguage();
  void loadLanguage(language);
}

/**
 * The signed-in user's language as the server remembers it (GET /api/profile/language/), applied
 * as soon as a session starts: a choice made on another device follows the user here, and with no
 * choice the browser's language applies (docs/decisions/0020-spanish.md).
 */
export function useUserLanguage() {
  const signedIn = useSignedIn();
  const query = useQuery({ ...languageQuery, enabled: signedIn });
  const choice = query.data?.language;
  useEffect(() => {
    if (choice !== undefined) apply(choice);
  }, [choice]);
  return query;
}

/** Saves the language chosen in Settings (PATCH /api/profile/language/) and shows the app in it. */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language | null) => answerOf(api.PATCH('/api/profile/language/', { body: { language } })),
    onSuccess: (answer) => {
      queryClient.setQueryData(languageQueryKey, answer);
      apply(answer.language);
    },
  });
}
