import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Rows per page of the admin table (docs/product-rules.md §9). */
export const PAGE_SIZE = 10;
/** Page numbers shown either side of the current page (docs/product-rules.md §9). */
export const PAGE_WINDOW = 2;

/** The page numbers within PAGE_WINDOW of the current page. */
export function pageWindow(current: number, pageCount: number): number[] {
  const pages: number[] = [];
  for (let page = Math.max(1, current - PAGE_WINDOW); page <= Math.min(pageCount, current + PAGE_WINDOW); page++) {
    pages.push(page);
  }
  return pages;
}

interface PaginationBarProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous, the page window, Next, and "Showing X to Y of Z results" (docs/product-rules.md §2 Admin page). */
export function PaginationBar({ page, total, onPage }: PaginationBarProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'space-between',
        gap: 1.5,
        mt: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary" role="status" data-testid="pagination-summary">
        {t('adminMonitor.showing', { from, to, count: total })}
      </Typography>
      <Box
        component="nav"
        aria-label={t('adminMonitor.pagination')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
      >
        <Button size="small" variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('adminMonitor.previous')}
        </Button>
        {pageWindow(page, pageCount).map((number) => (
          <Button
            key={number}
            size="small"
            variant={number === page ? 'contained' : 'outlined'}
            aria-current={number === page ? 'page' : undefined}
            aria-label={t('adminMonitor.page', { page: number })}
            onClick={() => onPage(number)}
            sx={{ minWidth: 40 }}
          >
            {number}
          </Button>
        ))}
        <Button size="small" variant="outlined" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {t('adminMonitor.next')}
        </Button>
      </Box>
    </Box>
  );
}
