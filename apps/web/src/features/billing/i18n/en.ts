/** The billing export page's texts (docs/billing-rules.md). */
export const en = {
  billing: {
    title: 'Billing export',
    heading: 'Billing export',
    intro:
      'One line per client, service code and date with units, rate, amount and authorization number, from signed records only. Unsigned, unauthorized and over-authorization units are listed in a second section of the same file.',
    from: 'From',
    to: 'To',
    rangeReversed: 'The start date must not be after the end date.',
    downloadCsv: 'Download CSV',
    downloadXlsx: 'Download Excel (.xlsx)',
    downloading: 'Preparing the file...',
    downloaded: 'Saved {{name}}.',
    failed: 'The billing export could not be created. Please try again.',
    adminsOnly: 'Only administrators can download the billing export.',
  },
} as const;
