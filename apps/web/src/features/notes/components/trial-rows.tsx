import { TRIAL_PERCENTAGES, TRIAL_VALUE_CODES } from '@daybook/domain';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface TrialDraft {
  /** Stable React key (saved trials use their id). */
  key: string;
  id: number | null;
  goal: number;
  trial_number: number;
  /** '' when not chosen, else "0".."100". */
  percentage: string;
  /** '' when not chosen, else a value code. */
  value: string;
  initials: string;
}

interface TrialRowsProps {
  goalNumber: number;
  trials: TrialDraft[];
  onChange: (key: string, change: Partial<TrialDraft>) => void;
  onDelete: (trial: TrialDraft) => void;
  onAdd: () => void;
  deletingKey: string | null;
  /** A signed note: shown read-only, without add or delete (ADR 0015). */
  locked?: boolean;
}

/** The Percentage column is wide enough for "Seleccione..." (8rem cut it to "Seleccione."), Delete for "Eliminar". */
const COLUMNS = { xs: '2rem minmax(0, 1fr) auto', md: '4rem 10rem minmax(12rem, 1fr) 7rem 4.5rem' };
/** Below md each select has a line of its own, wide enough for "Seleccione..." (a phone cut it to "Selecci…"). */
const PHONE_LINE = { xs: '2 / 4', md: 'auto' };

/**
 * The trials table of one goal (docs/product-rules.md §2 Notes): Trial #, Percentage, Value, Initials, Delete, and
 * + Add Trial. A table on wide screens; narrower (a phone) each trial takes three lines: Percentage, Value, then Initials and Delete.
 */
export function TrialRows({ goalNumber, trials, onChange, onDelete, onAdd, deletingKey, locked }: TrialRowsProps) {
  const { t } = useTranslation();
  const header = ['notes.trialNumber', 'notes.percentage', 'notes.value', 'notes.initials', 'notes.delete'] as const;
  return (
    <Box>
      <Box
        role="table"
        aria-label={t('notes.trialsOf', { number: goalNumber })}
        data-testid={`trials-goal-${goalNumber}`}
      >
        <Box role="rowgroup" sx={{ display: { xs: 'none', md: 'block' } }}>
          <Box
            role="row"
            sx={{
              display: 'grid',
              gridTemplateColumns: COLUMNS,
              gap: 1,
              px: 0.5,
              pb: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {header.map((key) => (
              <Typography key={key} role="columnheader" variant="body2" sx={{ fontWeight: 700 }}>
                {t(key)}
              </Typography>
            ))}
          </Box>
        </Box>
        <Box role="rowgroup">
          {trials.length === 0 && (
            <Box role="row">
              <Typography role="cell" variant="body2" color="text.secondary" sx={{ py: 1, px: 0.5 }}>
                {t('notes.noTrials')}
              </Typography>
            </Box>
          )}
          {trials.map((trial) => {
            const names = { goal: goalNumber, trial: trial.trial_number };
            return (
              <Box
                key={trial.key}
                role="row"
                data-testid="trial-row"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: COLUMNS,
                  gap: 1,
                  alignItems: 'center',
                  py: 0.75,
                  px: 0.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography role="cell" sx={{ fontWeight: 700 }}>
                  {trial.trial_number}
                </Typography>
                <Box role="cell" sx={{ gridColumn: PHONE_LINE }}>
                  <NativeSelect
                    value={trial.percentage}
                    onChange={(event) => onChange(trial.key, { percentage: event.target.value })}
                    input={<OutlinedInput size="small" />}
                    disabled={locked}
                    inputProps={{ 'aria-label': t('notes.trialPercentage', names) }}
                    fullWidth
                  >
                    <option value="">{t('notes.choose')}</option>
                    {TRIAL_PERCENTAGES.map((value) => (
                      <option key={value} value={String(value)}>
                        {t('notes.percent', { value })}
                      </option>
                    ))}
                  </NativeSelect>
                </Box>
                <Box role="cell" sx={{ gridColumn: PHONE_LINE }}>
                  <NativeSelect
                    value={trial.value}
                    onChange={(event) => onChange(trial.key, { value: event.target.value })}
                    input={<OutlinedInput size="small" />}
                    disabled={locked}
                    inputProps={{ 'aria-label': t('notes.trialValue', names) }}
                    fullWidth
                  >
                    <option value="">{t('notes.choose')}</option>
                    {TRIAL_VALUE_CODES.map((code) => (
                      <option key={code} value={code}>
                        {t(`careCodes.trialValue.${code}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </Box>
                <Box role="cell" sx={{ gridColumn: { xs: '2 / 3', md: 'auto' } }}>
                  <OutlinedInput
                    size="small"
                    value={trial.initials}
                    onChange={(event) => onChange(trial.key, { initials: event.target.value })}
                    inputProps={{ 'aria-label': t('notes.trialInitials', names), maxLength: 20 }}
                    disabled={locked}
                    fullWidth
                  />
                </Box>
                <Box role="cell" sx={{ gridColumn: { xs: '3 / 4', md: 'auto' } }}>
                  <IconButton
                    color="error"
                    onClick={() => onDelete(trial)}
                    disabled={locked || deletingKey === trial.key}
                    aria-label={t('notes.deleteTrial', names)}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
      {!locked && (
        <Button onClick={onAdd} size="small" sx={{ mt: 1 }} aria-label={t('notes.addTrialTo', { goal: goalNumber })}>
          {t('notes.addTrial')}
        </Button>
      )}
    </Box>
  );
}
