import type { OrganisationInfo } from '@daybook/domain';
import { startTransition, useEffect, useState } from 'react';
import { apiRequest } from '../lib/api-client';

let known: OrganisationInfo | undefined;
let pending: Promise<OrganisationInfo> | undefined;

/** What the sign-in page has read, if it has; the query `useOrganisation` (api/organisation.ts) starts from it. */
export function organisationDetailsRead(): OrganisationInfo | undefined {
  return known;
}

/**
 * Public organisation details (GET /api/organisation/), read once by the sign-in page; a failed
 * read is tried again by the next caller. apiRequest rather than the typed client: openapi-fetch is
 * not part of the sign-in page's first load (docs/decisions/0013-generated-contracts.md).
 */
function loadOrganisation(): Promise<OrganisationInfo> {
  pending ??= apiRequest<OrganisationInfo>('/api/organisation/', { auth: false }).then(
    (info) => {
      known = info;
      return info;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * The organisation's details for the sign-in page, without TanStack Query (not part of that page's
 * first load, docs/performance.md): undefined until they arrive or when they cannot be read.
 */
export function useOrganisationDetails(): OrganisationInfo | undefined {
  const [info, setInfo] = useState(known);
  useEffect(() => {
    if (info) return;
    let live = true;
    loadOrganisation().then(
      (answer) => {
        // the page's re-render with them is a transition: rendered in slices, not one long task
        // on a phone (docs/performance.md, "Signed-in pages: what runs before the first paint")
        if (live) startTransition(() => setInfo(answer));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [info]);
  return info;
}
