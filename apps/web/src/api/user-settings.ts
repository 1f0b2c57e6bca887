import type { UserSettings } from '@daybook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../lib/api-client';

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
      return await apiRequest<UserSettings>('/api/user/settings/', { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
});
