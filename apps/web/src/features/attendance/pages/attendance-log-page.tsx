import type { ClientAttendance } from '@daybook/domain';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useActiveLocations } from '../../../api/locations';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { DateField } from '../../../components/date-field';
import { ErrorBanner } from '../../../components/error-banner';
import { PageLoading } from '../../../components/page-loading';
import { SectionPanel } from '../../../components/section-panel';
import { SelectField } from '../../../components/select-field';
import { SignedChip } from '../../../components/signed-record/signed-chip';
import { TextInput } from '../../../components/text-input';
import { formatCalendarDate, formatServerDate } from '../../../lib/i18n/intl';
import { locationOptions, serviceLabel } from '../../../lib/location-options';
import { refusalDetail } from '../../../lib/refusal';
import { displayTime } from '../../../lib/time-format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToday } from '../../../lib/use-today';
import { useAttendance, useDeleteAttendance, useUpdateAttendance } from '../api/attendance';
import { DetailsDialog } from '../components/details-dialog';
import { SignatureLine } from '../components/signature-line';
import '../i18n';

function matchesClient(record: ClientAttendance, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || record.client_name.toLowerCase().includes(needle) || record.client.toLowerCase().includes(needle);
}

/** Daily Attendance Log (/attendance-log): docs/product-rules.md §2, filters kept in the address so Back returns to them. */
export default function AttendanceLogPage({
  banner,
  signatures,
}: {
  /** Above the list: the caller's records left unsigned too long (the notes feature's banner). */
  banner?: ReactNode;
  /** Below the list: signing the day's records, given them and the blank line to print. */
  signatures?: (props: { records: ClientAttendance[]; date: string; blankLine: ReactNode }) => ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('attendance.title'));
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || today;
  const location = params.get('location') ?? '';
  const search = params.get('client') ?? '';
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const records = useAttendance({ date, location });
  const locations = useActiveLocations();
  const update = useUpdateAttendance();
  const remove = useDeleteAttendance();
  const [details, setDetails] = useState<ClientAttendance | null>(null);
  const [deleting, setDeleting] = useState<ClientAttendance | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const shown = useMemo(() => (records.data ?? []).filter((r) => matchesClient(r, search)), [records.data, search]);
  const reportQuery = new URLSearchParams({ date, ...(location ? { location } : {}) }).toString();

  const toggleOneOnOne = async (record: ClientAttendance, checked: boolean) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: record.id, body: { one_on_one: checked } });
    } catch (error) {
      // the server's own words, e.g. a signed record's 409 record_signed
      setFailure(refusalDetail(t, error, t('attendance.updateFailed')));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setFailure(null);
    try {
      await remove.mutateAsync(deleting.id);
      setNotice(t('attendance.deleted'));
    } catch (error) {
      setFailure(refusalDetail(t, error, t('attendance.deleteFailed')));
    }
    setDeleting(null);
  };

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' } }}
      >
        <Typography variant="h1">{t('attendance.heading')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {/* the new record starts on the log's day (docs/product-rules.md §2 New Record); today's
              is the product's plain /new-record */}
          <Button
            component={RouterLink}
            to={date === today ? '/new-record' : `/new-record?date=${date}`}
            variant="contained"
            startIcon={<Add />}
            data-testid="add-record"
          >
            {t('attendance.addNewRecord')}
          </Button>
          <Button
            component={RouterLink}
            to={`/attendance-log/daily-payroll?${reportQuery}`}
            variant="outlined"
            startIcon={<Print />}
          >
            {t('attendance.dailyPayrollLog')}
          </Button>
          <Button
            component={RouterLink}
            to={`/attendance-log/daily-schedule?${reportQuery}`}
            variant="outlined"
            startIcon={<Print />}
          >
            {t('attendance.dailySchedule')}
          </Button>
        </Stack>
      </Stack>
      {banner}
      <Stack spacing={2}>
        <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
        {records.isError && <ErrorBanner message={t('attendance.loadFailed')} />}
        {notice && (
          <Alert severity="success" role="status" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <SectionPanel headingId="attendance-filters" title={t('attendance.filters')} dense>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr' } }}>
            <SelectField
              id="attendance-location"
              label={t('attendance.location')}
              value={location}
              onChange={(event) => setParam('location', event.target.value)}
              placeholder={t('attendance.allLocations')}
              options={locationOptions(t, locations.data, location || null)}
              fullWidth
            />
            <DateField
              id="attendance-date"
              label={t('attendance.date')}
              value={date}
              onChange={(event) => setParam('date', event.target.value)}
              fullWidth
            />
            <TextInput
              id="attendance-client"
              type="search"
              label={t('attendance.clientSearch')}
              placeholder={t('attendance.clientSearchPlaceholder')}
              value={search}
              onChange={(event) => setParam('client', event.target.value)}
              fullWidth
            />
          </Box>
        </SectionPanel>

        {records.isPending && <PageLoading />}
        {records.isSuccess && (
          <DataTable
            // numbered in the list's order, whatever order the reader sorts by
            rows={shown.map((record, index) => ({ record, number: index + 1 }))}
            columns={[
              {
                id: 'number',
                header: t('attendance.number'),
                text: ({ number }) => String(number),
                sortValue: ({ number }) => number,
              },
              { id: 'client', header: t('attendance.clientId'), text: ({ record }) => record.client, nowrap: true },
              {
                id: 'clientName',
                header: t('attendance.clientName'),
                text: ({ record }) => record.client_name,
                cell: ({ record }) => (
                  <>
                    {record.client_name}
                    {record.absent && (
                      <Chip size="small" label={t('attendance.absentBadge')} color="warning" sx={{ ml: 1 }} />
                    )}
                    {record.signed && <SignedChip sx={{ ml: 1 }} testId="attendance-signed" />}
                  </>
                ),
                sortValue: ({ record }) => record.client_name,
              },
              {
                id: 'timeIn',
                header: t('attendance.timeIn'),
                text: ({ record }) => displayTime(record.time_in),
                sortValue: ({ record }) => record.time_in,
                nowrap: true,
              },
              {
                id: 'timeOut',
                header: t('attendance.timeOut'),
                text: ({ record }) => displayTime(record.time_out),
                nowrap: true,
              },
              { id: 'service', header: t('attendance.service'), text: ({ record }) => serviceLabel(t, record.service) },
              {
                id: 'oneOnOne',
                header: t('attendance.oneOnOne'),
                cell: ({ record }) => (
                  <Checkbox
                    checked={record.one_on_one}
                    // a signed record is locked (docs/signatures.md): changes are addenda
                    disabled={record.signed}
                    onChange={(event) => toggleOneOnOne(record, event.target.checked)}
                    slotProps={{
                      input: { 'aria-label': t('attendance.oneOnOneFor', { name: record.client_name }) },
                    }}
                  />
                ),
              },
              {
                id: 'documentation',
                header: t('attendance.documentation'),
                cell: ({ record }) => {
                  const notesAction = record.has_notes ? t('attendance.update') : t('attendance.addNotes');
                  return (
                    <Button
                      component={RouterLink}
                      to={`/notes/${record.client_id}?date=${record.date_iso}`}
                      size="small"
                      variant={record.has_notes ? 'outlined' : 'contained'}
                      color={record.has_notes ? 'primary' : 'secondary'}
                      aria-label={t('attendance.notesFor', { action: notesAction, name: record.client_name })}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {notesAction}
                    </Button>
                  );
                },
              },
              {
                id: 'details',
                header: t('attendance.details'),
                cell: ({ record }) => (
                  <Button
                    size="small"
                    variant="text"
                    onClick={() => {
                      setNotice(null);
                      setDetails(record);
                    }}
                    aria-label={t('attendance.detailsFor', { name: record.client_name })}
                  >
                    {t('attendance.details')}
                  </Button>
                ),
              },
              {
                id: 'delete',
                header: t('attendance.delete'),
                cell: ({ record }) => (
                  <IconButton
                    color="error"
                    disabled={record.signed}
                    aria-label={t('attendance.deleteFor', { name: record.client_name })}
                    onClick={() => {
                      setNotice(null);
                      setDeleting(record);
                    }}
                  >
                    <DeleteOutline />
                  </IconButton>
                ),
              },
            ]}
            rowKey={({ record }) => record.id}
            label={t('attendance.tableLabel', { date: formatCalendarDate(date) })}
            emptyText={t('attendance.empty')}
            emptyTestId="attendance-empty"
            testId="attendance-table"
            rowTestId="attendance-row"
            minWidth={980}
          />
        )}
        {signatures?.({
          records: shown,
          date,
          blankLine: (
            <SignatureLine signatureLabel={t('attendance.signature')} dateLabel={t('attendance.signatureDate')} />
          ),
        })}
      </Stack>
      <DetailsDialog
        record={details}
        onClose={() => setDetails(null)}
        onSaved={() => {
          setDetails(null);
          setNotice(t('attendance.detailsSaved'));
        }}
        // the addendum is written in the log's signature section, where the app offers addenda
        onAddAddendum={
          signatures
            ? (record) => {
                setDetails(null);
                setParam('addendum', String(record.id));
              }
            : undefined
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        id="delete-attendance"
        title={t('attendance.deleteTitle')}
        body={
          deleting
            ? t('attendance.deleteBody', { name: deleting.client_name, date: formatServerDate(deleting.date) })
            : ''
        }
        cancelLabel={t('attendance.cancel')}
        confirmLabel={remove.isPending ? t('attendance.deleting') : t('attendance.confirmDelete')}
        busy={remove.isPending}
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Box>
  );
}
