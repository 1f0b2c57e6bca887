import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../api/organisation';

/** Tells the employee to contact support for changes, with support's email and phone (docs/product-rules.md §2 Profile). */
export function ContactAdministratorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const organisation = useOrganisation().data;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="contact-admin-title"
      aria-describedby="contact-admin-body"
      data-testid="contact-admin-dialog"
    >
      <DialogTitle id="contact-admin-title" component="h2" sx={{ fontWeight: 700 }}>
        {t('profile.contactTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="contact-admin-body">{t('profile.contactBody')}</DialogContentText>
        {organisation && (
          <Stack spacing={0.5} sx={{ mt: 2 }}>
            <Typography>
              {t('profile.contactEmailLabel')}{' '}
              <Link href={`mailto:${organisation.support_email}`} data-testid="support-email">
                {organisation.support_email}
              </Link>
            </Typography>
            <Typography>
              {t('profile.contactPhoneLabel')}{' '}
              <Link href={`tel:${organisation.support_phone.replace(/[^\d+]/g, '')}`} data-testid="support-phone">
                {organisation.support_phone}
              </Link>
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('profile.understood')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
