import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Covers its positioned parent while a page loads, with a spoken status (docs/product-rules.md §2 Dashboard). */
export function LoadingOverlay({ message }: { message: string }) {
  return (
    <Box
      data-testid="loading-overlay"
      role="status"
      aria-live="polite"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'flex-start',
        pt: 12,
        gap: 2,
        bgcolor: 'rgba(244, 246, 248, 0.92)',
        minHeight: 320,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography sx={{ fontWeight: 600 }}>{message}</Typography>
    </Box>
  );
}
