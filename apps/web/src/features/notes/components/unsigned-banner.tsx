import type { UnsignedRecord } from '@daybook/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCalendarDate } from '../../../lib/i18n/intl';
import { useUnsigned } from '../api/signatures';
// the banner also stands on the attendance log, which does not load the notes' texts itself
import '../i18n';

/** Where a record is signed: its note, or the day's attendance log. */
export function unsignedRecordPath(record: UnsignedRecord): string {
  return record.record_type === 'progress_note'
    ? `/notes/${record.client_id}?date=${record.date}`
    : `/attendance-log?date=${record.date}`;
}

/** How many records the banner names before "and N more". */
const SHOWN = 5;

/**
 * The caller's own notes and attendance records left unsigned longer than the organisation allows
 * (GET /api/progress/unsigned/?scope=mine), with a link to each; nothing when there are none.
 */
export function UnsignedBanner() {
  const { t } = useTranslation();
  const unsigned = useUnsigned('mine');
  const records = unsigned.data?.records ?? [];
  if (records.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="unsigned-banner" sx={{ mb: 2, displayPrint: 'none' }}>
      <AlertTitle>
        {t('signatures.overdueTitle', { count: records.length, days: unsigned.data?.after_days ?? 2 })}
      </AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {records.slice(0, SHOWN).map((record) => (
          <li key={`${record.record_type}-${record.id}`}>
            <Link component={RouterLink} to={unsignedRecordPath(record)}>
              {t(record.record_type === 'progress_note' ? 'signatures.overdueNote' : 'signatures.overdueLog', {
                client: record.client_name,
                date: formatCalendarDate(record.date),
              })}
            </Link>
          </li>
        ))}
      </ul>
      {records.length > SHOWN && (
        <Link component={RouterLink} to="/unsigned">
          {t('signatures.overdueMore', { count: records.length - SHOWN })}
        </Link>
      )}
    </Alert>
  );
}
