const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as US dollars ("$1,234.50"); cents are exact, so the division is only for display. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
