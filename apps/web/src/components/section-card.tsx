import Box from '@mui/material/Box';
import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionCardProps extends Omit<CardProps, 'title'> {
  /** The heading's id: the section is named by its heading. */
  headingId: string;
  title: ReactNode;
  /** The space under the heading (or under the heading's row), in theme spacing units. */
  headingGap?: number;
  /** A line under the heading, in the heading's row. */
  subtitle?: ReactNode;
  /** Buttons at the end of the heading's row (it wraps under the heading on a narrow screen). */
  actions?: ReactNode;
}

/** A card that is a page section named by its level-2 heading (the dashboard, timecard and member cards). */
export function SectionCard({ headingId, title, headingGap, subtitle, actions, children, ...card }: SectionCardProps) {
  const row = subtitle !== undefined || actions !== undefined;
  const heading = (
    <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', mb: row ? undefined : headingGap }}>
      {title}
    </Typography>
  );
  return (
    <Card component="section" aria-labelledby={headingId} {...card}>
      <CardContent>
        {row ? (
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
              mb: headingGap,
            }}
          >
            {subtitle === undefined ? (
              heading
            ) : (
              <Box>
                {heading}
                {subtitle}
              </Box>
            )}
            {actions}
          </Box>
        ) : (
          heading
        )}
        {children}
      </CardContent>
    </Card>
  );
}
