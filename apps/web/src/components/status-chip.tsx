import type { WorkDayStatus } from '@daybook/domain';
import Chip from '@mui/material/Chip';

/**
 * Status colours (docs/product-rules.md §4): Completed green, In Progress yellow, Missing red. Dark text on a pale
 * tint of each colour keeps the text above 4.5:1 contrast.
 */
const COLOURS: Record<WorkDayStatus, { color: string; bgcolor: string; borderColor: string }> = {
  Completed: { color: '#1b5e20', bgcolor: '#e8f5e9', borderColor: '#81c784' },
  'In Progress': { color: '#6d4300', bgcolor: '#fff8e1', borderColor: '#ffca28' },
  Missing: { color: '#b71c1c', bgcolor: '#ffebee', borderColor: '#e57373' },
};

/** A work day's status as a coloured chip; `label` is the status in the reader's language. */
export function StatusChip({ status, label }: { status: WorkDayStatus; label: string }) {
  const colours = COLOURS[status] ?? COLOURS.Missing;
  return (
    <Chip
      size="small"
      label={label}
      variant="outlined"
      data-status={status}
      sx={{ ...colours, fontWeight: 600, '& .MuiChip-label': { px: 1 } }}
    />
  );
}
