import { DEFAULT_TIME_ZONE } from '@daybook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, publicApi } from '../lib/typed-api';
import { organisationDetailsRead } from './organisation-details';

/** Public organisation details: contact, hours and time zone (GET /api/organisation/). */
export function useOrganisation() {
  return useQuery(organisationQuery);
}

/** The organisation's public details, also fetched at start-up when a session is stored (app/preload-signed-in.ts). */
export const organisationQuery = queryOptions({
  queryKey: ['organisation'],
  queryFn: ({ signal }) => answerOf(publicApi.GET('/api/organisation/', { signal })),
  // what the sign-in page already read (organisation-details.ts) is not asked for again
  initialData: organisationDetailsRead,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The organisation's time zone, or the default until it is known (docs/product-rules.md §10). */
export function useOrganisationTimeZone(): string {
  return useOrganisation().data?.time_zone ?? DEFAULT_TIME_ZONE;
}
