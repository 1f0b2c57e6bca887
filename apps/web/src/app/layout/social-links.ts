/** The networks the footer can link to, the build variable that holds the organisation's page, and its hosts. */
const NETWORKS = [
  { network: 'Facebook', variable: 'VITE_SOCIAL_FACEBOOK_URL', hosts: ['facebook.com'] },
  { network: 'X', variable: 'VITE_SOCIAL_X_URL', hosts: ['x.com', 'twitter.com'] },
  { network: 'LinkedIn', variable: 'VITE_SOCIAL_LINKEDIN_URL', hosts: ['linkedin.com'] },
  { network: 'Instagram', variable: 'VITE_SOCIAL_INSTAGRAM_URL', hosts: ['instagram.com'] },
] as const;

export type SocialNetwork = (typeof NETWORKS)[number]['network'];
export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

/** An https address of a page on one of the network's hosts: a page of its own, not the network's home page. */
function organisationPage(text: unknown, hosts: readonly string[]): string | null {
  if (typeof text !== 'string' || !text.trim()) return null;
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  if (url.protocol !== 'https:' || !hosts.includes(host)) return null;
  if (url.pathname.replace(/\/+$/, '') === '') return null;
  return url.toString();
}

/**
 * The footer's social links (docs/product-rules.md §2 Footer): only the organisation's own pages, set at build time
 * (VITE_SOCIAL_FACEBOOK_URL, VITE_SOCIAL_X_URL, VITE_SOCIAL_LINKEDIN_URL, VITE_SOCIAL_INSTAGRAM_URL).
 * A network without a page of the organisation is left out, never linked to its home page.
 */
export function socialLinks(env: Record<string, unknown>): SocialLink[] {
  return NETWORKS.flatMap(({ network, variable, hosts }) => {
    const href = organisationPage(env[variable], hosts);
    return href ? [{ network, href }] : [];
  });
}

export const SOCIAL_LINKS: readonly SocialLink[] = socialLinks(import.meta.env);
