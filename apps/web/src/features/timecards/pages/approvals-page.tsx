import { localDateOf, payPeriodFor, type TimecardSummary } from '@daybook/domain';
import DoneAll from '@mui/icons-material/DoneAll';
import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { useProfile } from '../../../api/profile';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { PageHeading } from '../../../components/page-heading';
import { SectionCard } from '../../../components/section-card';
import { useToast } from '../../../components/toast-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { downloadPayroll, useTimecards, useTimecardTransition } from '../api/timecards';
import { ApprovalsList } from '../components/approvals-list';
import { ApproveDialog } from '../components/approve-dialog';
import { PeriodPicker } from '../components/period-picker';
import { periodOf, periodStartFrom } from '../lib/periods';
import { refusalText } from '../lib/refusal';
import '../i18n';
import { formatCalendarDate } from '../../../lib/i18n/intl';

/** Submitted, nothing blocking: what "Approve all clean" approves. */
const isClean = (card: TimecardSummary) => card.status === 'submitted' && card.blockers.length === 0;

/**
 * Approvals (/approvals, `?period=` picks a past period): a manager's team's timecards, an admin's
 * everyone's, with status and blockers; approve one or all that are clean, once confirmed; an admin downloads the
 * period's payroll as CSV or Excel. One's own timecard is on My timecard (nobody approves their own).
 */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('approvals.title'));
  const toast = useToast();
  const timeZone = useOrganisationTimeZone();
  const profile = useProfile();
  const [search, setSearch] = useSearchParams();
  const transition = useTimecardTransition();
  const [banner, setBanner] = useState<string | null>(null);
  const [approving, setApproving] = useState(false);
  // the timecards an Approve tap would lock, asked about first (components/approve-dialog)
  const [confirming, setConfirming] = useState<TimecardSummary[] | null>(null);
  const [downloading, setDownloading] = useState<'csv' | 'xlsx' | null>(null);

  const currentStart = payPeriodFor(localDateOf(new Date(), timeZone)).start_date;
  const periodStart = periodStartFrom(search.get('period')) ?? currentStart;
  const period = periodOf(periodStart);
  const role = profile.data?.role;
  const allowed = role === 'manager' || role === 'admin';
  const list = useTimecards(periodStart, allowed);
  const cards = (list.data ?? []).filter((card) => card.user.id !== profile.data?.id);
  const clean = cards.filter(isClean);

  const choosePeriod = (start: string) => {
    setBanner(null);
    setSearch(start === currentStart ? {} : { period: start });
  };

  const approve = async (targets: TimecardSummary[]) => {
    setBanner(null);
    setApproving(true);
    let done = 0;
    const failures: string[] = [];
    for (const card of targets) {
      try {
        await transition.mutateAsync({ action: 'approve', userId: card.user.id, periodStart: card.period_start });
        done += 1;
      } catch (error) {
        failures.push(t('approvals.approveFailedFor', { name: card.user.name, reason: refusalText(t, error) }));
      }
    }
    setApproving(false);
    if (done > 0) toast.success(t('approvals.approvedCount', { count: done }));
    if (failures.length > 0) setBanner(failures.join(' '));
  };

  // The clicked button says the file is being prepared; the outcome is a toast naming the saved
  // file, or why it could not be made (no connection, no access, a server failure).
  const download = async (format: 'csv' | 'xlsx') => {
    setDownloading(format);
    try {
      const name = await downloadPayroll(periodStart, format);
      toast.success(t('approvals.downloaded', { name }));
    } catch (error) {
      toast.error(t('approvals.downloadFailed', { reason: refusalText(t, error) }));
    } finally {
      setDownloading(null);
    }
  };

  const label = t('approvals.tableLabel', {
    start: formatCalendarDate(period.start_date),
    end: formatCalendarDate(period.end_date),
  });

  return (
    <Box sx={{ position: 'relative', minHeight: 360 }}>
      {allowed && list.isPending && <LoadingOverlay message={t('approvals.loading')} />}
      <Stack spacing={3}>
        <PageHeading title={t('approvals.title')} intro={t('approvals.intro')} />
        {profile.data && !allowed ? (
          <Alert severity="warning">{t('approvals.forbidden')}</Alert>
        ) : (
          <>
            <PeriodPicker periodStart={periodStart} currentStart={currentStart} onChange={choosePeriod} />
            <ErrorBanner message={list.isError ? refusalText(t, list.error) : null} />
            <ErrorBanner message={banner} onDismiss={() => setBanner(null)} />
            <SectionCard
              headingId="approvals-heading"
              title={label}
              headingGap={2}
              subtitle={
                <Typography variant="body2" color="text.secondary" data-testid="approvals-summary">
                  {t('approvals.summary', {
                    timecards: t('approvals.summaryTimecards', { count: cards.length }),
                    ready: t('approvals.summaryReady', { count: clean.length }),
                  })}
                </Typography>
              }
              actions={
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button
                    variant="contained"
                    size="small"
                    startIcon={<DoneAll />}
                    disabled={approving || clean.length === 0}
                    onClick={() => setConfirming(clean)}
                    data-testid="approve-all-clean"
                  >
                    {t('approvals.approveAllClean', { count: clean.length })}
                  </Button>
                  {role === 'admin' && (
                    <Box role="group" aria-label={t('approvals.download')} sx={{ display: 'flex', gap: 1 }}>
                      <Button
                        variant="outlined"
                        size="small"
                        startIcon={<FileDownload />}
                        disabled={downloading !== null}
                        aria-busy={downloading === 'csv'}
                        onClick={() => void download('csv')}
                        data-testid="download-csv"
                      >
                        {downloading === 'csv' ? t('approvals.downloading') : t('approvals.downloadCsv')}
                      </Button>
                      <Button
                        variant="outlined"
                        size="small"
                        startIcon={<FileDownload />}
                        disabled={downloading !== null}
                        aria-busy={downloading === 'xlsx'}
                        onClick={() => void download('xlsx')}
                        data-testid="download-xlsx"
                      >
                        {downloading === 'xlsx' ? t('approvals.downloading') : t('approvals.downloadXlsx')}
                      </Button>
                    </Box>
                  )}
                </Box>
              }
            >
              {list.data && (
                <ApprovalsList
                  cards={cards}
                  label={label}
                  busy={approving}
                  onApprove={(card) => setConfirming([card])}
                />
              )}
            </SectionCard>
          </>
        )}
      </Stack>
      <ApproveDialog
        open={confirming !== null}
        names={(confirming ?? []).map((card) => card.user.name)}
        periodStart={period.start_date}
        periodEnd={period.end_date}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const targets = confirming ?? [];
          setConfirming(null);
          void approve(targets);
        }}
      />
    </Box>
  );
}
