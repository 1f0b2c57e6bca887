import { describe, expect, it } from 'vitest';
import { socialLinks } from './social-links';

describe('the footer’s social links (issue 10 item 31)', () => {
  it('are left out when the organisation has no pages configured', () => {
    expect(socialLinks({})).toEqual([]);
  });

  it('link the organisation’s own pages, in the networks’ order', () => {
    expect(
      socialLinks({
        VITE_SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/daybook.care/',
        VITE_SOCIAL_FACEBOOK_URL: ' https://www.facebook.com/DaybookCare ',
      }),
    ).toEqual([
      { network: 'Facebook', href: 'https://www.facebook.com/DaybookCare' },
      { network: 'Instagram', href: 'https://www.instagram.com/daybook.care/' },
    ]);
  });

  it('never link a network’s home page, another site or an insecure address', () => {
    expect(
      socialLinks({
        VITE_SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/',
        VITE_SOCIAL_X_URL: 'https://example.com/daybook',
        VITE_SOCIAL_LINKEDIN_URL: 'http://www.linkedin.com/company/daybook',
        VITE_SOCIAL_INSTAGRAM_URL: 'javascript:alert(1)',
      }),
    ).toEqual([]);
  });
});
