import type { WorkDayStatus } from '@daybook/domain';
import type { TFunction } from 'i18next';

/** A status from the server in the reader's language. */
export function statusLabel(t: TFunction, status: WorkDayStatus): string {
  switch (status) {
    case 'Completed':
      return t('workday.statusCompleted');
    case 'In Progress':
      return t('workday.statusInProgress');
    default:
      return t('workday.statusMissing');
  }
}
