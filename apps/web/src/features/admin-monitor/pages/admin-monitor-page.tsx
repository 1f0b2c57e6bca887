import EventAvailable from '@mui/icons-material/EventAvailable';
import FileDownload from '@mui/icons-material/FileDownload';
import FilterAlt from '@mui/icons-material/FilterAlt';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { useProfile } from '../../../api/profile';
import { DateField } from '../../../components/date-field';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { PageHeading } from '../../../components/page-heading';
import { PageLoading } from '../../../components/page-loading';
import { SectionCard } from '../../../components/section-card';
import { SelectField } from '../../../components/select-field';
import { TextInput } from '../../../components/text-input';
import { useToast } from '../../../components/toast-context';
import { ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/export';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToday } from '../../../lib/use-today';
import { fetchAllTimeRecords, type TimeRecordsFilters, useAdminTimeRecords } from '../api/time-records';
import { AddDayDialog } from '../components/add-day-dialog';
import { CorrectDayDialog, type DayToCorrect } from '../components/correct-day-dialog';
import { PAGE_SIZE, PaginationBar } from '../components/pagination-bar';
import { PayrollAlertsCard } from '../components/payroll-alerts-card';
import { SummaryCards } from '../components/summary-cards';
import { adminStatusLabel, TimeRecordsTable } from '../components/time-records-table';
import { type DateRange, lastSevenDays, presetRange, RANGE_KINDS, type RangeKind } from '../lib/date-ranges';
import '../i18n';
import { formatCalendarDate } from '../../../lib/i18n/intl';

const ALL_DEPARTMENTS = '';
/** How long typing in the search box pauses before the server is asked. */
const SEARCH_DELAY_MS = 300;

/**
 * The filters: one under the other on a phone; wider, side by side, each as wide as its longest
 * choice ("Todos los departamentos" shows whole; a native select sizes itself to its longest
 * option, a date field to its date), onto a next line when the row is full. Only a choice longer
 * than the whole row would be cut.
 */
const FILTERS_SX = {
  display: { xs: 'grid', sm: 'flex' },
  flexWrap: 'wrap',
  gap: 2,
  alignItems: 'flex-start',
  '& > .MuiFormControl-root': { width: { sm: 'auto' }, minWidth: { sm: 200 }, maxWidth: '100%' },
  // a field's error wraps under it instead of widening it (and moving the fields after it)
  '& .MuiFormHelperText-root': { contain: 'inline-size' },
  '& > .MuiButton-root': { flexShrink: 0 },
} as const;

/**
 * The records table fits the page's width on a desktop, in Spanish too, with narrower gutters
 * between its cells; narrower than that it scrolls in its own box (the page never does).
 */
const TABLE_FIT_SX = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  // the rows' Correct icons last, close to the edge: with them, 8 px gutters keep the table in the page
  '& [data-testid="row-actions"]': { pl: 0, pr: 1 },
} as const;

interface Filters {
  kind: RangeKind;
  custom: DateRange;
  department: string;
}

/**
 * Employee Time Records (/!admin-monitor!-page!, docs/product-rules.md §2 Admin page): date range and department
 * filters applied with Apply Filters, summary cards, a search over name and email, a table paged
 * 10 rows at a time, and an .xlsx export of the filtered rows. The server filters, searches, counts
 * and pages (one page is asked for at a time); Export asks for every page in turn. Managers see
 * their reports, admins everyone; anyone else is told they have no access, and the page asks the
 * server nothing it would refuse them (the role is known from the profile).
 */
export default function AdminMonitorPage({ devices }: { devices?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('adminMonitor.title'));
  const toast = useToast();
  const timeZone = useOrganisationTimeZone();
  // moves on at the organisation's midnight, so a page left open overnight reads the new day
  const today = useToday();

  const [draft, setDraft] = useState<Filters>(() => ({
    kind: 'today',
    custom: lastSevenDays(today),
    department: ALL_DEPARTMENTS,
  }));
  const [applied, setApplied] = useState<Filters>(draft);
  const [search, setSearch] = useState('');
  const [sentSearch, setSentSearch] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  // the day a Correct action opened, and whether Add a missed day is open
  const [correcting, setCorrecting] = useState<DayToCorrect | null>(null);
  const [adding, setAdding] = useState(false);

  // The search goes to the server once typing pauses.
  useEffect(() => {
    const timer = window.setTimeout(() => setSentSearch(search), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const range: DateRange = applied.kind === 'custom' ? applied.custom : presetRange(applied.kind, today);
  const filters: TimeRecordsFilters = { range, department: applied.department, search: sentSearch };
  const profile = useProfile();
  const role = profile.data?.role;
  const allowed = role === 'manager' || role === 'admin';
  const records = useAdminTimeRecords(filters, page, PAGE_SIZE, allowed);
  // staff are told at once; a 403 still tells anyone whose role changed since the profile was read
  const forbidden =
    (profile.data !== undefined && !allowed) || (records.error instanceof ApiError && records.error.status === 403);
  // A manager corrects their team's days, an admin anyone's (docs/payroll-rules.md); a manager's own
  // days are someone else's to correct, so their own alerts offer no Correct. The server decides anyway.
  const selfId = profile.data?.id;
  const mayCorrect = (employeeId: number) => role === 'admin' || (role === 'manager' && employeeId !== selfId);

  const customErrors = {
    from: draft.custom.start ? undefined : t('adminMonitor.fromRequired'),
    to: !draft.custom.end
      ? t('adminMonitor.toRequired')
      : draft.custom.start && draft.custom.end < draft.custom.start
        ? t('adminMonitor.toBeforeFrom')
        : undefined,
  };
  const draftInvalid = draft.kind === 'custom' && Boolean(customErrors.from || customErrors.to);

  const total = records.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pageRows = records.data?.records ?? [];
  // Fewer rows than before (someone's days were corrected meanwhile): go to the last page there is.
  useEffect(() => {
    if (records.data && page > pageCount) setPage(pageCount);
  }, [records.data, page, pageCount]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draftInvalid) return;
    setApplied(draft);
    setPage(1);
  };

  const exportRows = async () => {
    setExporting(true);
    try {
      const { buildTimeRecordsWorkbook, exportFileName } = await import('../lib/export-xlsx');
      // What the search box says now, even if typing has not paused long enough to reach the table.
      const all = await fetchAllTimeRecords({ ...filters, search });
      const data = await buildTimeRecordsWorkbook(all.records, timeZone, {
        sheetName: t('adminMonitor.sheetName'),
        headers: {
          employee: t('adminMonitor.colEmployee'),
          email: t('adminMonitor.colEmail'),
          department: t('adminMonitor.colDepartment'),
          date: t('adminMonitor.colDate'),
          checkIn: t('adminMonitor.colCheckIn'),
          checkOut: t('adminMonitor.colCheckOut'),
          hours: t('adminMonitor.colHours'),
          status: t('adminMonitor.colStatus'),
          late: t('adminMonitor.colLate'),
          biweekly: t('adminMonitor.colBiweekly'),
          target: t('adminMonitor.colTarget'),
        },
        status: (record) => adminStatusLabel(t, record.status),
        yes: t('adminMonitor.yes'),
        no: t('adminMonitor.no'),
      });
      downloadFile(data, exportFileName({ start: all.start_date, end: all.end_date }));
    } catch (error) {
      console.error(error);
      toast.error(t('adminMonitor.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const rangeOptions = RANGE_KINDS.map((kind) => ({ value: kind, label: t(`adminMonitor.${kind}`) }));
  const departmentOptions = [
    { value: ALL_DEPARTMENTS, label: t('adminMonitor.allDepartments') },
    ...(records.data?.departments ?? []).map((name) => ({ value: name, label: name })),
  ];
  const shownRange = records.data ? { start: records.data.start_date, end: records.data.end_date } : range;

  return (
    <Stack spacing={3}>
      <PageHeading title={t('adminMonitor.title')} intro={t('adminMonitor.intro')} />

      {!forbidden && !allowed ? (
        // the profile is still on its way (it is usually read at start-up already) or failed
        profile.isError ? (
          <ErrorBanner message={t('adminMonitor.loadFailed')} />
        ) : (
          <PageLoading />
        )
      ) : forbidden ? (
        <Alert
          severity="warning"
          variant="outlined"
          role="alert"
          data-testid="admin-no-access"
          sx={{ bgcolor: 'background.paper' }}
        >
          <AlertTitle>{t('adminMonitor.noAccessTitle')}</AlertTitle>
          {t('adminMonitor.noAccess')}
        </Alert>
      ) : (
        <>
          <SectionCard headingId="admin-filters-heading" title={t('adminMonitor.filters')} headingGap={2}>
            <Box component="form" noValidate onSubmit={apply} data-testid="admin-filters" sx={FILTERS_SX}>
              <SelectField
                id="admin-range"
                label={t('adminMonitor.dateRange')}
                value={draft.kind}
                options={rangeOptions}
                size="small"
                fullWidth
                onChange={(event) => {
                  const kind = event.target.value as RangeKind;
                  setDraft((current) => ({ ...current, kind }));
                }}
              />
              {draft.kind === 'custom' && (
                <>
                  <DateField
                    id="admin-from"
                    label={t('adminMonitor.from')}
                    value={draft.custom.start}
                    error={Boolean(customErrors.from)}
                    helperText={customErrors.from}
                    size="small"
                    fullWidth
                    onChange={({ target: { value: start } }) =>
                      setDraft((current) => ({ ...current, custom: { ...current.custom, start } }))
                    }
                  />
                  <DateField
                    id="admin-to"
                    label={t('adminMonitor.to')}
                    value={draft.custom.end}
                    error={Boolean(customErrors.to)}
                    helperText={customErrors.to}
                    size="small"
                    fullWidth
                    onChange={({ target: { value: end } }) =>
                      setDraft((current) => ({ ...current, custom: { ...current.custom, end } }))
                    }
                  />
                </>
              )}
              <SelectField
                id="admin-department"
                label={t('adminMonitor.department')}
                value={draft.department}
                options={departmentOptions}
                size="small"
                fullWidth
                onChange={({ target: { value: department } }) => setDraft((current) => ({ ...current, department }))}
              />
              <Button
                type="submit"
                variant="contained"
                startIcon={<FilterAlt />}
                disabled={draftInvalid}
                sx={{ height: 40 }}
              >
                {t('adminMonitor.applyFilters')}
              </Button>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="admin-range-text">
              {t('adminMonitor.showingRange', {
                start: formatCalendarDate(shownRange.start),
                end: formatCalendarDate(shownRange.end),
              })}
            </Typography>
          </SectionCard>

          {records.isError && <ErrorBanner message={t('adminMonitor.loadFailed')} />}

          <SummaryCards
            summary={records.data?.summary}
            payPeriod={records.data?.pay_period}
            range={shownRange}
            today={today}
          />

          <PayrollAlertsCard
            timeZone={timeZone}
            selfId={profile.data?.id}
            ownApart={role === 'manager'}
            mayCorrect={mayCorrect}
            onCorrect={setCorrecting}
          />

          <Card component="section" aria-labelledby="admin-records-heading">
            <CardContent sx={{ position: 'relative' }}>
              {records.isPending && <LoadingOverlay message={t('adminMonitor.loading')} />}
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  alignItems: { xs: 'stretch', sm: 'center' },
                  justifyContent: 'space-between',
                  gap: 2,
                  mb: 2,
                }}
              >
                <Typography id="admin-records-heading" variant="h2" sx={{ fontSize: '1.15rem' }}>
                  {t('adminMonitor.tableLabel')}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
                  <Box sx={{ flex: 1, minWidth: { xs: '100%', sm: 300 } }}>
                    <TextInput
                      id="admin-search"
                      type="search"
                      label={t('adminMonitor.search')}
                      placeholder={t('adminMonitor.searchPlaceholder')}
                      value={search}
                      onChange={(event) => {
                        setSearch(event.target.value);
                        setPage(1);
                      }}
                      fullWidth
                    />
                  </Box>
                  <Button
                    variant="outlined"
                    startIcon={<EventAvailable />}
                    onClick={() => setAdding(true)}
                    data-testid="add-missed-day"
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {t('dayChanges.addDay')}
                  </Button>
                  <Button
                    variant="outlined"
                    startIcon={<FileDownload />}
                    onClick={exportRows}
                    disabled={exporting || !records.data}
                    data-testid="admin-export"
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {exporting ? t('adminMonitor.exporting') : t('adminMonitor.export')}
                  </Button>
                </Box>
              </Box>
              <Box sx={TABLE_FIT_SX}>
                <TimeRecordsTable records={pageRows} mayCorrect={mayCorrect} onCorrect={setCorrecting} />
              </Box>
              <PaginationBar page={Math.min(page, pageCount)} total={total} onPage={setPage} />
            </CardContent>
          </Card>

          {devices}
          <CorrectDayDialog day={correcting} timeZone={timeZone} onClose={() => setCorrecting(null)} />
          <AddDayDialog
            open={adding}
            timeZone={timeZone}
            selfToLeaveOut={role === 'manager' ? selfId : undefined}
            onClose={() => setAdding(false)}
          />
        </>
      )}
    </Stack>
  );
}
