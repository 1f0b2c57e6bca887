import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its card on narrow screens. The scrolling region is
 * focusable and named, so keyboard users can scroll it too.
 */
export function ScrollTable({
  label,
  children,
  minWidth = 760,
  testId,
}: {
  label: string;
  children: ReactNode;
  minWidth?: number;
  testId?: string;
}) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={label}
      data-testid={testId}
      // the containing block of visually hidden cell text, so it scrolls with the table, not the page
      sx={{ position: 'relative' }}
    >
      <Table size="small" sx={{ minWidth, '& th': { fontWeight: 700, whiteSpace: 'nowrap' } }}>
        {children}
      </Table>
    </TableContainer>
  );
}
