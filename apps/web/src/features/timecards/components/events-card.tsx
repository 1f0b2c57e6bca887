import type { TimecardDetail } from '@daybook/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { formatDateAndClock } from '../../../lib/i18n/intl';

const ACTION_LABELS = {
  submit: 'timecards.eventSubmit',
  approve: 'timecards.eventApprove',
  reopen: 'timecards.eventReopen',
} as const;

/** Who submitted, approved or reopened the timecard, when, and why (a reopening's reason). */
export function EventsCard({ card, timeZone }: { card: TimecardDetail; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <SectionCard headingId="timecard-history-heading" title={t('timecards.history')} headingGap={1}>
      {card.events.length === 0 ? (
        <Typography color="text.secondary">{t('timecards.noHistory')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {card.events.map((event) => {
            return (
              <Box component="li" key={`${event.action}-${event.at}`} data-testid="timecard-event" sx={{ py: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(ACTION_LABELS[event.action], { name: event.actor?.name ?? t('timecards.someone') })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateAndClock(event.at, timeZone)}
                </Typography>
                {event.reason && event.action === 'reopen' && (
                  <Typography variant="body2">{t('timecards.eventReason', { reason: event.reason })}</Typography>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
