import { type GoalTrends, TRIAL_VALUE_CODES, type TrialValueCode } from '@daybook/domain';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/i18n/intl';
import { independentShare } from '../lib/independent-share';

const GoalTrendChart = lazy(() => import('./goal-trend-chart'));

type GoalTrend = GoalTrends['goals'][number];

/** A colour per prompt level, readable against white and told apart by the legend's text. */
const VALUE_COLOURS: Record<TrialValueCode, string> = {
  I: '#2e7d32',
  G: '#0b5c7a',
  VP: '#01579b',
  S: '#5b3a8c',
  M: '#7b5800',
  P: '#9a3412',
  HH: '#b71c1c',
  R: '#4a5565',
  Barriers: '#1b2430',
};

/**
 * Beside each goal (issue 4): the last 90 days at a glance — a line of the share scored I
 * (Recharts, loaded lazily), the mix of prompt levels as one bar, and the same facts in words.
 * Each share is a whole percent rounded once from the counts (`independentShare`), never the
 * server's one-decimal figure rounded again.
 */
export function GoalTrend({ trend, loading }: { trend: GoalTrend | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const headingId = `goal-trend-${trend?.goal ?? 'loading'}`;
  if (loading) {
    return (
      <Box role="status" aria-label={t('notes.chartLoading')}>
        <Skeleton variant="rounded" height={140} />
      </Box>
    );
  }
  const total = trend?.total_trials ?? 0;
  const points = trend?.points ?? [];
  const mix = TRIAL_VALUE_CODES.map((code) => ({ code, count: trend?.counts[code] ?? 0 })).filter(
    (item) => item.count > 0,
  );
  const top = [...mix].sort((a, b) => b.count - a.count)[0];
  const latest = points.at(-1);

  return (
    <Box
      component="figure"
      aria-labelledby={headingId}
      sx={{ m: 0, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.default' }}
      data-testid="goal-trend"
    >
      <Typography id={headingId} component="figcaption" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('notes.chartTitle')}
      </Typography>
      {total === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="goal-trend-summary">
          {t('notes.chartNoData')}
        </Typography>
      ) : (
        <>
          <Box aria-hidden="true" sx={{ height: 140 }}>
            <Suspense fallback={<Skeleton variant="rounded" height={140} />}>
              <GoalTrendChart points={points} seriesName={t('notes.chartIndependent')} />
            </Suspense>
          </Box>
          <Box
            aria-hidden="true"
            sx={{ display: 'flex', height: 12, borderRadius: 1, overflow: 'hidden', mt: 1, bgcolor: 'divider' }}
            title={t('notes.mixLabel')}
          >
            {mix.map((item) => (
              <Box key={item.code} sx={{ flex: item.count, bgcolor: VALUE_COLOURS[item.code] }} />
            ))}
          </Box>
          <Box
            component="ul"
            aria-label={t('notes.mixLabel')}
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.75, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {mix.map((item) => (
              <Box
                component="li"
                key={item.code}
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: '0.75rem' }}
              >
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: VALUE_COLOURS[item.code] }}
                />
                {t('notes.mixItem', { label: item.code, count: item.count })}
              </Box>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="goal-trend-summary">
            {t('notes.chartSummary', {
              count: total,
              days: t('notes.chartDays', { count: points.length }),
              independent: independentShare(trend?.counts.I ?? 0, total),
              top: top ? t(`careCodes.trialValue.${top.code}`) : '',
            })}
            {latest &&
              ` ${t('notes.chartLatest', { date: formatCalendarDate(latest.date_iso), independent: independentShare(latest.counts.I, latest.trials) })}`}
          </Typography>
        </>
      )}
    </Box>
  );
}
