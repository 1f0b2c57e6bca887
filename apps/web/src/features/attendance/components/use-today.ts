import { localDateOf } from '@daybook/domain';
import { useOrganisationTimeZone } from '../../../api/organisation';

/** Today's date (YYYY-MM-DD) in the organisation's zone (DESIGN §5). */
export function useToday(): string {
  const timeZone = useOrganisationTimeZone();
  return localDateOf(new Date(), timeZone);
}
