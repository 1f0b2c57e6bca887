import { TRIAL_PERCENTAGES, TRIAL_VALUE_CODES } from '@daybook/domain';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
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
 * Each input's own label, in the outline as on the page's other fields: a phone hides the table's header row, so
 * without it a trial's three fields showed no name. From md the header row names the columns; the labels are hidden
 * there (and the outline closes its gap) to keep the table compact. The input's accessible name stays the fuller
 * "Goal 1, trial 2: value", which contains the visible label.
 */
const LABEL_ON_PHONE = {
  '& .MuiInputLabel-root': { display: { md: 'none' } },
  '& .MuiOutlinedInput-notchedOutline > legend': { maxWidth: { md: '0.01px' } },
} as const;

/** One trial field in its cell: its own label in the outline on a phone (LABEL_ON_PHONE), the header row's from md. */
function TrialField({
  inputId,
  label,
  locked,
  gridColumn,
  children,
}: {
  inputId: string;
  label: string;
  locked: boolean | undefined;
  gridColumn: { xs: string; md: string };
  children: ReactNode;
}) {
  return (
    <FormControl role="cell" size="small" fullWidth disabled={locked} sx={{ gridColumn, ...LABEL_ON_PHONE }}>
      <InputLabel htmlFor={inputId} shrink>
        {label}
      </InputLabel>
      {children}
    </FormControl>
  );
}

/**
 * The trials table of one goal (docs/product-rules.md §2 Notes): Trial #, Percentage, Value, Initials, Delete, and
 * + Add Trial. A table on wide screens; narrower (a phone) each trial takes three lines: Percentage, Value, then Initials and Delete,
 * each field with its label in its outline.
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
            const id = `trial-${goalNumber}-${trial.key}`;
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
                <TrialField
                  inputId={`${id}-percentage`}
                  label={t('notes.percentage')}
                  locked={locked}
                  gridColumn={PHONE_LINE}
                >
                  <NativeSelect
                    value={trial.percentage}
                    onChange={(event) => onChange(trial.key, { percentage: event.target.value })}
                    input={<OutlinedInput label={t('notes.percentage')} notched />}
                    inputProps={{ id: `${id}-percentage`, 'aria-label': t('notes.trialPercentage', names) }}
                  >
                    <option value="">{t('notes.choose')}</option>
                    {TRIAL_PERCENTAGES.map((value) => (
                      <option key={value} value={String(value)}>
                        {t('notes.percent', { value })}
                      </option>
                    ))}
                  </NativeSelect>
                </TrialField>
                <TrialField inputId={`${id}-value`} label={t('notes.value')} locked={locked} gridColumn={PHONE_LINE}>
                  <NativeSelect
                    value={trial.value}
                    onChange={(event) => onChange(trial.key, { value: event.target.value })}
                    input={<OutlinedInput label={t('notes.value')} notched />}
                    inputProps={{ id: `${id}-value`, 'aria-label': t('notes.trialValue', names) }}
                  >
                    <option value="">{t('notes.choose')}</option>
                    {TRIAL_VALUE_CODES.map((code) => (
                      <option key={code} value={code}>
                        {t(`careCodes.trialValue.${code}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </TrialField>
                <TrialField
                  inputId={`${id}-initials`}
                  label={t('notes.initials')}
                  locked={locked}
                  gridColumn={{ xs: '2 / 3', md: 'auto' }}
                >
                  <OutlinedInput
                    id={`${id}-initials`}
                    label={t('notes.initials')}
                    notched
                    value={trial.initials}
                    onChange={(event) => onChange(trial.key, { initials: event.target.value })}
                    inputProps={{ 'aria-label': t('notes.trialInitials', names), maxLength: 20 }}
                  />
                </TrialField>
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
