import type { Language } from '@daybook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { languageQuery, languageQueryKey } from '../../api/profile';
import { useSignedIn } from '../auth-tokens';
import { answerOf, api } from '../typed-api';
import { keepAndShowLanguage } from './keep-language';
import { CHOSEN_SIGNED_OUT_KEY, isLanguage } from './language';

function apply(choice: Language | null): void {
  void keepAndShowLanguage(choice);
}

/** The language chosen on the sign-in card before this sign-in (lib/i18n/language.ts), read once. */
function takeLanguageChosenSignedOut(): Language | null {
  try {
    const value = globalThis.sessionStorage?.getItem(CHOSEN_SIGNED_OUT_KEY);
    globalThis.sessionStorage?.removeItem(CHOSEN_SIGNED_OUT_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user's language as the server remembers it (GET /api/profile/language/), applied
 * as soon as a session starts: a choice made on another device follows the user here, and with no
 * choice the browser's language applies (docs/decisions/0020-spanish.md). A language chosen on the
 * sign-in card just before is the latest choice: it is kept and saved as the user's
 * (PATCH /api/profile/language/).
 */
export function useUserLanguage() {
  const signedIn = useSignedIn();
  const query = useQuery({ ...languageQuery, enabled: signedIn });
  const save = useSaveLanguage();
  const choice = query.data?.language;
  const { mutate } = save;
  useEffect(() => {
    if (choice === undefined) return;
    const chosen = takeLanguageChosenSignedOut();
    if (chosen && chosen !== choice) {
      apply(chosen);
      mutate(chosen);
    } else {
      apply(choice);
    }
  }, [choice, mutate]);
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
