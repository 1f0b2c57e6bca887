import type { EVV_EXCEPTION_REASONS, EvvReasonCode, EvvResolutionCode, EvvVisit } from '@daybook/domain';
import { localDateOf } from '@daybook/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { useProfile } from '../../../api/profile';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { PageHeading } from '../../../components/page-heading';
import { useToast } from '../../../components/toast-context';
import { formatCalendarDate } from '../../../lib/i18n/intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { downloadEvvExport, useChangeEvvVisit, useEvvVisits } from '../api/location-trust';
import { type VisitChange, VisitDialog } from '../components/visit-dialog';
import { refusalText } from '../lib/refusal';
import { visitTimes, visitTimesText } from '../lib/visit-times';
import '../i18n';

const STATUS_TEXT = {
  verified: 'locationTrust.verification.verified',
  exception: 'locationTrust.verification.exception',
  manual: 'locationTrust.verification.manual',
  open: 'locationTrust.verification.open',
} as const;
const STATUS_COLOUR = { verified: 'success', exception: 'warning', manual: 'info', open: 'default' } as const;
const PAGE_SIZES = [25, 50, 100];

/** The EVV visit list (/evv-visits): a date range, the six elements, changes with codes, the admin's export. */
export default function EvvVisitsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('locationTrust.visitsTitle'));
  const toast = useToast();
  const timeZone = useOrganisationTimeZone();
  const profile = useProfile();
  const role = profile.data?.role;
  const allowed = role === 'manager' || role === 'admin';
  const today = localDateOf(new Date(), timeZone);
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  // 0-based here (MUI), 1-based on the server; a new range starts again at its first page.
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(50);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const list = useEvvVisits(from, to, page + 1, pageSize, allowed && valid);
  const visits = list.data?.items;
  const change = useChangeEvvVisit();
  const [editing, setEditing] = useState<EvvVisit | null>(null);
  const [exporting, setExporting] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);

  const save = async (values: VisitChange) => {
    if (!editing) return null;
    try {
      await change.mutateAsync({
        id: editing.id,
        // instants already: the dialog reads the times on the organisation's clock
        ...(values.check_in_at ? { check_in_at: values.check_in_at } : {}),
        ...(values.check_out_at ? { check_out_at: values.check_out_at } : {}),
        service: values.service as EvvVisit['service'],
        reason_code: values.reason_code as never,
        resolution_code: values.resolution_code as never,
        attestation: values.attestation,
        // the version the dialog opened: a change made since by someone else is refused (docs/evv.md)
        ...(values.updated_at ? { updated_at: values.updated_at } : {}),
      });
      toast.success(t('locationTrust.changed'));
      return null;
    } catch (error) {
      return refusalText(t, error);
    }
  };
  const reasons = (visit: EvvVisit) =>
    visit.reasons
      .map((reason) => t(`locationTrust.exceptionReason.${reason as (typeof EVV_EXCEPTION_REASONS)[number]}`))
      .join('; ');
  const evvText = (visit: EvvVisit) =>
    visit.evv_required ? t('locationTrust.required') : t('locationTrust.notRequired');
  const columns: DataColumn<EvvVisit>[] = [
    {
      id: 'date',
      header: t('locationTrust.column.date'),
      text: (visit) => formatCalendarDate(visit.date),
      nowrap: true,
    },
    {
      id: 'member',
      header: t('locationTrust.column.member'),
      text: (visit) => `${visit.member.name}${visit.member.member_id ? ` (${visit.member.member_id})` : ''}`,
    },
    {
      id: 'service',
      header: t('locationTrust.column.service'),
      text: (visit) => `${visit.service} · ${evvText(visit)}`,
      // the code above whether it needs EVV, each whole: a narrow column never breaks the phrase
      // ("No | requiere | EVV"); a phone card keeps one line that may break only at the dot
      cell: (visit) => (
        <>
          <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
            {visit.service}
          </Box>
          <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap', color: 'text.secondary' }}>
            {evvText(visit)}
          </Box>
        </>
      ),
      phone: (visit) => (
        <>
          {visit.service} ·{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {evvText(visit)}
          </Box>
        </>
      ),
      testId: 'evv-visit-service',
    },
    { id: 'provider', header: t('locationTrust.column.provider'), text: (visit) => visit.provider.name },
    {
      id: 'times',
      header: t('locationTrust.column.times'),
      text: (visit) => visitTimesText(visit, timeZone, t('locationTrust.stillOpen')),
      // a line breaks only at the dash, never inside a time ("09:00 | AM") or an overnight end's date
      cell: (visit) => {
        const { start, end } = visitTimes(visit, timeZone, t('locationTrust.stillOpen'));
        return (
          <>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {start}
            </Box>{' '}
            –{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {end}
            </Box>
          </>
        );
      },
    },
    {
      id: 'status',
      header: t('locationTrust.column.status'),
      text: (visit) => t(STATUS_TEXT[visit.status]),
      cell: (visit) => <Chip size="small" color={STATUS_COLOUR[visit.status]} label={t(STATUS_TEXT[visit.status])} />,
    },
    {
      id: 'reasons',
      header: t('locationTrust.column.reasons'),
      text: reasons,
      cell: (visit) => (
        <>
          {reasons(visit) ||
            (!visit.reason_code && (
              <Typography component="span" variant="body2" color="text.secondary">
                {t('locationTrust.noReasons')}
              </Typography>
            ))}
          {visit.reason_code && (
            <Typography variant="body2" color="text.secondary">
              {t(`locationTrust.evvReason.${visit.reason_code as EvvReasonCode}`)}
              {visit.resolution_code
                ? ` · ${t(`locationTrust.evvResolution.${visit.resolution_code as EvvResolutionCode}`)}`
                : ''}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('locationTrust.column.actions'),
      cell: (visit) => (
        <Button
          size="small"
          onClick={() => setEditing(visit)}
          aria-label={`${t('locationTrust.edit')} ${visit.member.name} ${formatCalendarDate(visit.date)}`}
        >
          {t('locationTrust.edit')}
        </Button>
      ),
    },
  ];
  const exportCsv = async () => {
    setBanner(null);
    setExporting(true);
    try {
      const name = await downloadEvvExport(from, to);
      toast.success(t('locationTrust.exported', { name }));
    } catch (error) {
      setBanner(refusalText(t, error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ position: 'relative', minHeight: 240 }}>
      {allowed && valid && list.isPending && <LoadingOverlay message={t('locationTrust.loading')} />}
      <Stack spacing={3}>
        <PageHeading title={t('locationTrust.visitsTitle')} intro={t('locationTrust.visitsIntro')} />
        {profile.data && !allowed ? (
          <Alert severity="warning">{t('locationTrust.forbidden')}</Alert>
        ) : (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                id="evv-from"
                type="date"
                label={t('locationTrust.from')}
                value={from}
                onChange={(event) => {
                  setFrom(event.target.value);
                  setPage(0);
                }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                id="evv-to"
                type="date"
                label={t('locationTrust.to')}
                value={to}
                onChange={(event) => {
                  setTo(event.target.value);
                  setPage(0);
                }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {role === 'admin' && (
                <Button variant="outlined" disabled={!valid || exporting} onClick={() => void exportCsv()}>
                  {exporting ? t('locationTrust.exporting') : t('locationTrust.exportCsv')}
                </Button>
              )}
            </Stack>
            <ErrorBanner message={list.isError ? refusalText(t, list.error) : null} />
            <ErrorBanner message={banner} onDismiss={() => setBanner(null)} />
            {visits && (
              <DataTable
                rows={visits}
                columns={columns}
                rowKey={(visit) => visit.id}
                label={t('locationTrust.visitsLabel')}
                emptyText={t('locationTrust.none')}
                rowTestId="evv-visit"
                minWidth={900}
                pageSizes={PAGE_SIZES}
                serverPaging={{
                  page,
                  pageSize,
                  total: list.data?.total ?? 0,
                  onPageChange: setPage,
                  onPageSizeChange: (size) => {
                    setPageSize(size);
                    setPage(0);
                  },
                }}
                pagingLabels={{
                  rowsPerPage: t('locationTrust.pageLabel'),
                  displayedRows: ({ from: first, to: last, count }) =>
                    t('locationTrust.pageRange', { from: first, to: last, count }),
                }}
              />
            )}
          </>
        )}
      </Stack>
      <VisitDialog
        visit={editing}
        timeZone={timeZone}
        busy={change.isPending}
        onClose={() => setEditing(null)}
        onConfirm={save}
      />
    </Box>
  );
}
