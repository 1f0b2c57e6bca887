import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useOrganisation } from '../../api/organisation';
import { lightFocusRingSx } from '../theme';
import './i18n';
import type { NavLabel } from './nav-items';
import { SOCIAL_LINKS, type SocialNetwork } from './social-links';

const SOCIAL_ICONS: Record<SocialNetwork, typeof Facebook> = { Facebook, X: XIcon, LinkedIn, Instagram };

interface FooterLink {
  to: string;
  label: NavLabel | 'footer.privacy' | 'footer.terms' | 'footer.memberTracking';
}

const QUICK_LINKS: FooterLink[] = [
  { to: '/home', label: 'nav.dashboard' },
  { to: '/profile', label: 'nav.profile' },
  { to: '/settings', label: 'nav.settings' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/terms', label: 'footer.terms' },
];

const SERVICE_LINKS: FooterLink[] = [
  { to: '/attendance-log', label: 'nav.dailyAttendanceLog' },
  { to: '/timesheet', label: 'nav.providerTimesheet' },
  { to: '/client', label: 'nav.clientList' },
  { to: '/members', label: 'footer.memberTracking' },
];

const LINK_COLOUR = '#d7e7f0';

function FooterHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} component="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1.5, color: '#ffffff' }}>
      {children}
    </Typography>
  );
}

/**
 * The organisation's opening hours in the language shown: the Spanish an administrator wrote for
 * them (ADR 0020, "Organisation texts"), else the English, marked as English for screen readers.
 */
export function OpeningHours({
  organisation,
  language,
}: {
  organisation: { hours: string; hours_es: string | null };
  language: string;
}) {
  if (language !== 'es') return organisation.hours;
  return organisation.hours_es ?? <span lang="en">{organisation.hours}</span>;
}

/** Social, quick and service links and the organisation's contact details (docs/product-rules.md §2 Footer). */
export function Footer() {
  const { t, i18n } = useTranslation();
  const organisation = useOrganisation().data;
  const name = organisation?.name ?? t('app.name');

  const linkList = (id: string, links: FooterLink[]) => (
    <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {links.map((link) => (
        <li key={link.to}>
          <Link component={RouterLink} to={link.to} sx={{ color: LINK_COLOUR }} underline="hover">
            {t(link.label)}
          </Link>
        </li>
      ))}
    </Box>
  );

  return (
    <Box
      component="footer"
      sx={{
        bgcolor: '#102a43',
        color: LINK_COLOUR,
        mt: 6,
        ...lightFocusRingSx,
        displayPrint: 'none',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '1.4fr 1fr 1fr 1.4fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Typography component="p" sx={{ fontSize: '1.2rem', fontWeight: 700, color: '#ffffff', mb: 1 }}>
              {name}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('footer.about')}
            </Typography>
            {SOCIAL_LINKS.length > 0 && (
              <>
                <FooterHeading id="footer-social">{t('footer.social')}</FooterHeading>
                <Stack
                  component="ul"
                  direction="row"
                  spacing={1}
                  aria-labelledby="footer-social"
                  sx={{ listStyle: 'none', p: 0, m: 0 }}
                >
                  {SOCIAL_LINKS.map(({ network, href }) => {
                    const Icon = SOCIAL_ICONS[network];
                    const label = `${t('footer.socialLink', { organisation: name, network })} ${t('app.opensInNewTab')}`;
                    return (
                      <li key={network}>
                        <IconButton
                          component="a"
                          href={href}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={label}
                          title={label}
                          sx={{
                            color: '#ffffff',
                            bgcolor: 'rgba(255, 255, 255, 0.1)',
                            '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.2)' },
                          }}
                        >
                          <Icon fontSize="small" />
                        </IconButton>
                      </li>
                    );
                  })}
                </Stack>
              </>
            )}
          </Box>
          <Box component="nav" aria-labelledby="footer-quick-links">
            <FooterHeading id="footer-quick-links">{t('footer.quickLinks')}</FooterHeading>
            {linkList('footer-quick-links', QUICK_LINKS)}
          </Box>
          <Box component="nav" aria-labelledby="footer-services">
            <FooterHeading id="footer-services">{t('footer.services')}</FooterHeading>
            {linkList('footer-services', SERVICE_LINKS)}
          </Box>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <FooterHeading id="footer-contact">{t('footer.contact')}</FooterHeading>
            {organisation && (
              <Box
                component="address"
                sx={{ fontStyle: 'normal', display: 'grid', gap: 1 }}
                data-testid="footer-contact"
              >
                <Typography variant="body2">
                  <Box component="span" sx={{ fontWeight: 600, color: '#ffffff' }}>
                    {t('footer.phone')}:{' '}
                  </Box>
                  <Link href={`tel:${organisation.support_phone.replace(/[^\d+]/g, '')}`} sx={{ color: LINK_COLOUR }}>
                    {organisation.support_phone}
                  </Link>
                </Typography>
                <Typography variant="body2">
                  <Box component="span" sx={{ fontWeight: 600, color: '#ffffff' }}>
                    {t('footer.email')}:{' '}
                  </Box>
                  <Link href={`mailto:${organisation.support_email}`} sx={{ color: LINK_COLOUR }}>
                    {organisation.support_email}
                  </Link>
                </Typography>
                <Typography variant="body2">
                  <Box component="span" sx={{ fontWeight: 600, color: '#ffffff' }}>
                    {t('footer.address')}:{' '}
                  </Box>
                  {organisation.address}
                </Typography>
                <Typography variant="body2">
                  <Box component="span" sx={{ fontWeight: 600, color: '#ffffff' }}>
                    {t('footer.hours')}:{' '}
                  </Box>
                  <OpeningHours organisation={organisation} language={i18n.language} />
                </Typography>
              </Box>
            )}
          </Box>
        </Box>
        <Typography
          variant="body2"
          sx={{ mt: 4, pt: 3, borderTop: '1px solid rgba(255, 255, 255, 0.15)', textAlign: 'center' }}
        >
          {t('footer.copyright', { year: new Date().getFullYear(), organisation: name })}
        </Typography>
      </Container>
    </Box>
  );
}
