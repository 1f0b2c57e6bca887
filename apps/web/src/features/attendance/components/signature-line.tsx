import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A line to sign on and a line for the date, as on the paper log (docs/product-rules.md §2). */
export function SignatureLine({ signatureLabel, dateLabel }: { signatureLabel: string; dateLabel: string }) {
  const line = { borderBottom: '1px solid', borderColor: 'text.primary', height: 36, mb: 0.5 };
  return (
    <Box
      data-testid="signature-line"
      sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, mt: 5, breakInside: 'avoid' }}
    >
      <Box>
        <Box sx={line} />
        <Typography variant="body2">{signatureLabel}</Typography>
      </Box>
      <Box>
        <Box sx={line} />
        <Typography variant="body2">{dateLabel}</Typography>
      </Box>
    </Box>
  );
}
