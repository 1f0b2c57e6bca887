import type { UnsignedList } from '@daybook/domain';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProfile } from '../../../api/profile';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { ErrorBanner } from '../../../components/error-banner';
import { formatCalendarDate } from '../../../lib/i18n/intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUnsigned } from '../api/signatures';
import { unsignedRecordPath } from '../components/unsigned-banner';
import '../i18n';

type UnsignedRecord = UnsignedList['records'][number];

/**
 * Whether the viewer can open the record's page: its note (/notes/:client) and the day's attendance
 * log read only the viewer's own clients' records, or every client's for an admin
 * (docs/authorization-matrix.md, GET /api/clients/:id and GET /api/attendance). A manager sees their
 * team's records listed here but cannot open them: there is no page of a team member's records.
 */
export function opensRecord(record: UnsignedRecord, viewer: { id: number; role: string } | undefined): boolean {
  return viewer !== undefined && (viewer.role === 'admin' || record.author_id === viewer.id);
}

function unsignedColumns(t: TFunction, viewer: { id: number; role: string } | undefined): DataColumn<UnsignedRecord>[] {
  const kind = (record: UnsignedRecord) =>
    t(record.record_type === 'progress_note' ? 'signatures.kindNote' : 'signatures.kindLog');
  return [
    {
      id: 'date',
      header: t('signatures.colDate'),
      text: (record) => formatCalendarDate(record.date),
      sortValue: (record) => record.date,
      nowrap: true,
    },
    {
      id: 'record',
      header: t('signatures.colRecord'),
      text: kind,
      // a link only to a page that shows the record to this viewer (a manager's own records, not
      // their team's: that page would show the manager's own log, or no client)
      cell: (record) =>
        opensRecord(record, viewer) ? (
          <Link component={RouterLink} to={unsignedRecordPath(record)}>
            {kind(record)}
          </Link>
        ) : (
          kind(record)
        ),
      sortValue: kind,
    },
    {
      id: 'client',
      header: t('signatures.colClient'),
      text: (record) => `${record.client_name} (${record.client_code})`,
      sortValue: (record) => record.client_name,
    },
    {
      id: 'provider',
      header: t('signatures.colProvider'),
      text: (record) => record.author_name,
      sortValue: (record) => record.author_name,
    },
    {
      id: 'days',
      header: t('signatures.colDays'),
      text: (record) => String(record.days_old),
      sortValue: (record) => record.days_old,
      align: 'right',
    },
  ];
}

/**
 * /unsigned: notes and attendance records left unsigned longer than the organisation allows. A
 * provider sees their own; a manager their team's; an admin everyone's (the switch narrows to one's own).
 */
export default function UnsignedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signatures.listTitle'));
  const [mine, setMine] = useState(false);
  const unsigned = useUnsigned(mine ? 'mine' : 'all');
  const records = unsigned.data?.records ?? [];
  const profile = useProfile();
  const viewer = profile.data ? { id: profile.data.id, role: profile.data.role } : undefined;
  // shown while the list holds a record the viewer cannot open (a team member's)
  const othersListed = viewer !== undefined && records.some((record) => !opensRecord(record, viewer));
  return (
    <Box sx={{ maxWidth: 1120, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('signatures.listTitle')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('signatures.listIntro', { days: unsigned.data?.after_days ?? 2 })}
      </Typography>
      <FormControlLabel
        control={<Switch checked={mine} onChange={(event) => setMine(event.target.checked)} />}
        label={t('signatures.onlyMine')}
        sx={{ mb: 2 }}
      />
      {unsigned.isError ? (
        <ErrorBanner message={t('signatures.listFailed')} />
      ) : (
        <DataTable
          rows={records}
          columns={unsignedColumns(t, viewer)}
          rowKey={(record) => `${record.record_type}-${record.id}`}
          label={t('signatures.listTitle')}
          emptyText={t('signatures.listEmpty')}
          loading={unsigned.isPending}
          rowTestId="unsigned-row"
          pageSize={25}
          pageSizes={[25, 50, 100]}
        />
      )}
      {othersListed && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="unsigned-team-note">
          {t('signatures.teamRecordsNote')}
        </Typography>
      )}
    </Box>
  );
}
