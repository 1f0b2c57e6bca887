import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page's level-1 heading with the line under it that says what the page is for. */
export function PageHeading({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <Box>
      <Typography variant="h1">{title}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {intro}
      </Typography>
    </Box>
  );
}
