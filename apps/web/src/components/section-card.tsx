import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionCardProps extends Omit<CardProps, 'title'> {
  /** The heading's id: the section is named by its heading. */
  headingId: string;
  title: ReactNode;
  /** The space under the heading, in theme spacing units. */
  headingGap?: number;
}

/** A card that is a page section named by its level-2 heading (the dashboard, timecard and member cards). */
export function SectionCard({ headingId, title, headingGap, children, ...card }: SectionCardProps) {
  return (
    <Card component="section" aria-labelledby={headingId} {...card}>
      <CardContent>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', mb: headingGap }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
