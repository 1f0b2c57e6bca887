import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';

/**
 * The footer's social links (spec §2 Footer). The organisation record has no social addresses
 * yet, so these lead to the networks themselves; they move to organisation settings with the
 * admin console.
 */
export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/', Icon: Facebook },
  { network: 'X', href: 'https://x.com/', Icon: XIcon },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedIn },
  { network: 'Instagram', href: 'https://www.instagram.com/', Icon: Instagram },
] as const;
