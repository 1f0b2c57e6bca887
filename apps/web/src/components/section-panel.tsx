import Paper, { type PaperProps } from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionPanelProps extends Omit<PaperProps, 'title'> {
  /** The heading's id: the section is named by its heading. */
  headingId: string;
  title: ReactNode;
  /** The space under the heading, in theme spacing units. */
  headingGap?: number;
  /** Less padding on wider screens (a list's filters). */
  dense?: boolean;
}

/**
 * An outlined panel that is a page section named by its level-2 heading (a list's filters, the
 * signing settings, a note's signatures); SectionCard is the card form of the same.
 */
export function SectionPanel({ headingId, title, headingGap = 2, dense, sx, children, ...paper }: SectionPanelProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={[{ p: { xs: 2, sm: dense ? 2.5 : 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...paper}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', mb: headingGap }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
