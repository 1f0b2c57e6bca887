import { localDateOf } from '@daybook/domain';
import { useOrganisationTimeZone } from '../api/organisation';

/** Today's date (YYYY-MM-DD) in the organisation's zone (docs/product-rules.md §10). */
export function useToday(): string {
  const timeZone = useOrganisationTimeZone();
  return localDateOf(new Date(), timeZone);
}
