import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { KIOSK_BIG, KioskHeading, KioskStep } from './kiosk-step';

/** What was done and when, announced; the kiosk returns to the names by itself or on Done. */
export function ResultStep({ text, detail, onDone }: { text: string; detail: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <KioskStep width={640} spacing={3} sx={{ textAlign: 'center', pt: { xs: 4, sm: 8 } }}>
      <Box role="status">
        <KioskHeading large>{text}</KioskHeading>
      </Box>
      {detail && <Alert severity="warning">{detail}</Alert>}
      <Typography color="text.secondary">{t('kiosk.returning')}</Typography>
      <Button variant="contained" sx={KIOSK_BIG} onClick={onDone}>
        {t('kiosk.done')}
      </Button>
    </KioskStep>
  );
}
