import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { answerOf, api } from '../lib/typed-api';

/**
 * The signed-in user's address and manager (GET /api/user/settings/). A 404 means none are
 * recorded yet and is an answer, not a failure (docs/product-rules.md §8): the data is then null.
 */
export function useUserSettings() {
  return useQuery(userSettingsQuery);
}

/** GET /api/user/settings/ (null when none are recorded). */
export const userSettingsQuery = queryOptions({
  queryKey: ['user-settings'],
  queryFn: async ({ signal }) => {
    try {
      return await answerOf(api.GET('/api/user/settings/', { signal }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
});
