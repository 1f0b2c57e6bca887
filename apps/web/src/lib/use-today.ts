import { useOrganisationTimeZone } from '../api/organisation';
import { useOrganisationDate } from './use-organisation-date';

/**
 * Today's date (YYYY-MM-DD) in the organisation's zone (docs/product-rules.md §10), moving on at
 * the zone's midnight while the page stays open (lib/use-organisation-date.ts): a page left open
 * overnight reads the new day without a reload.
 */
export function useToday(): string {
  return useOrganisationDate(useOrganisationTimeZone());
}
