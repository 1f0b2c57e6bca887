import { submitTimecardBody, type TimecardDetail } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { SectionCard } from '../../../components/section-card';
import { blockerText } from '../lib/refusal';

/** The blockers the server checks before a submission (docs/payroll-rules.md). */
const SUBMIT_BLOCKERS = new Set(['open_shift', 'missing_day']);

/** Why the employee cannot submit now: the period's last day not reached, a shift open or Missing. */
export function submitBlockers(card: TimecardDetail, today: string): string[] {
  const blockers = card.blockers.filter((blocker) => SUBMIT_BLOCKERS.has(blocker));
  return today < card.period_end ? ['period_not_ended', ...blockers] : blockers;
}

interface SubmitCardProps {
  card: TimecardDetail;
  /** The organisation's today, `YYYY-MM-DD`. */
  today: string;
  busy: boolean;
  /** The server's refusal, worded. */
  refusal: string | null;
  onSubmit: () => void;
}

/** The employee's Submit with the attestation; disabled, with the reasons, while the server would refuse. */
export function SubmitCard({ card, today, busy, refusal, onSubmit }: SubmitCardProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, watch } = useForm({
    resolver: zodResolver(submitTimecardBody),
    defaultValues: { attestation: false as unknown as true },
  });
  const attested = watch('attestation') === true;
  const blockers = card.status === 'open' ? submitBlockers(card, today) : [];

  return (
    <SectionCard
      headingId="timecard-submit-heading"
      // "Submit this timecard" only while it can be; once sent or approved the card says where it stands
      title={card.status === 'open' ? t('timecards.submitTitle') : t('timecards.submissionTitle')}
      data-testid="timecard-submit"
      headingGap={1.5}
    >
      {card.status === 'submitted' && <Alert severity="info">{t('timecards.alreadySubmitted')}</Alert>}
      {card.status === 'approved' && <Alert severity="success">{t('timecards.alreadyApproved')}</Alert>}
      {card.status === 'open' && (
        <Box component="form" noValidate onSubmit={handleSubmit(() => onSubmit())}>
          {blockers.length > 0 && (
            <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="submit-blockers">
              {t('timecards.cannotSubmit')}
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {blockers.map((blocker) => (
                  <li key={blocker}>{blockerText(t, blocker, card.period_end)}</li>
                ))}
              </Box>
            </Alert>
          )}
          <ErrorBanner message={refusal} sx={{ mb: 1.5 }} />
          <Controller
            name="attestation"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    disabled={blockers.length > 0 || busy}
                  />
                }
                label={t('timecards.attestation')}
              />
            )}
          />
          <Box sx={{ mt: 1 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={blockers.length > 0 || !attested || busy}
              data-testid="submit-timecard"
            >
              {busy ? t('timecards.submitting') : t('timecards.submit')}
            </Button>
          </Box>
        </Box>
      )}
    </SectionCard>
  );
}
