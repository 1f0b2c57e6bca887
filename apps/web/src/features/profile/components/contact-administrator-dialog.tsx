import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../api/organisation';
import { TitledDialog } from '../../../components/titled-dialog';

/** Tells the employee to contact support for changes, with support's email and phone (docs/product-rules.md §2 Profile). */
export function ContactAdministratorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const organisation = useOrganisation().data;
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      data-testid="contact-admin-dialog"
      id="contact-admin"
      title={t('profile.contactTitle')}
      text={t('profile.contactBody')}
      textId="body"
      actions={
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('profile.understood')}
        </Button>
      }
    >
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
    </TitledDialog>
  );
}
