import Chip from '@mui/material/Chip';

export type BadgeKind = 'inactive' | 'active' | 'completed' | 'review';

/** Dark text on a pale tint keeps each badge above 4.5:1 contrast. */
const COLOURS: Record<BadgeKind, { color: string; bgcolor: string; borderColor: string }> = {
  inactive: { color: '#424242', bgcolor: '#f5f5f5', borderColor: '#bdbdbd' },
  active: { color: '#6d4300', bgcolor: '#fff8e1', borderColor: '#ffca28' },
  completed: { color: '#1b5e20', bgcolor: '#e8f5e9', borderColor: '#81c784' },
  review: { color: '#8a1c12', bgcolor: '#fdecea', borderColor: '#ef9a9a' },
};

/**
 * A member's or a visit's status badge: Inactive, Active or Completed (docs/product-rules.md §2, §4),
 * and a visit's EVV review state (docs/evv.md "Verification").
 */
export function MemberBadge({ kind, label, testId }: { kind: BadgeKind; label: string; testId?: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      data-status={kind}
      data-testid={testId}
      sx={{ ...COLOURS[kind], fontWeight: 600, '& .MuiChip-label': { px: 1 } }}
    />
  );
}
