import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
  /** Names the value for tests (`data-testid`). */
  testId: string;
}

interface DetailListProps {
  details: Detail[];
  /** `panels` sets each pair on a tinted panel, like a read-only field. */
  variant?: 'plain' | 'panels';
  sx?: SxProps<Theme>;
}

/** Read-only label/value pairs, marked up as a description list (docs/product-rules.md §2 Dashboard, Profile, Settings). */
export function DetailList({ details, variant = 'plain', sx }: DetailListProps) {
  const panel = variant === 'panels' ? { bgcolor: 'background.default', borderRadius: 1, px: 1.5, py: 1 } : {};
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: variant === 'panels' ? 1.5 : 1.25, ...sx }}>
      {details.map((detail) => (
        <Box key={detail.testId} sx={panel}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {detail.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
            data-testid={detail.testId}
          >
            {detail.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
