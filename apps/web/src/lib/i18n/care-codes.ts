/**
 * Display names of the care codes (docs/product-rules.md §3, §9), shared by the care pages (client list, attendance
 * log, new record, notes, timesheet). Each of those catalogues includes this block; identical keys
 * merge harmlessly when several load.
 */
export const careCodes = {
  location: {
    GUADALUPE_DTA: 'Guadalupe DTA',
    GUADALUPE_DTT: 'Guadalupe DTT',
    GUADALUPE_SPECIAL: 'Guadalupe Special DTA',
  },
  service: {
    DTA1: 'DTA1',
    DTA2: 'DTA2',
    DTT: 'DTT',
    SDTA: 'SDTA',
  },
  status: {
    active: 'Active',
    inactive: 'Inactive',
    pending: 'Pending',
  },
  billType: {
    yearly: 'Yearly',
    monthly: 'Monthly',
    quarterly: 'Quarterly',
  },
  trialValue: {
    Barriers: 'Barriers',
    HH: 'HH (hand over hand)',
    I: 'I (independent)',
    M: 'M (modelling)',
    P: 'P (physical prompt)',
    R: 'R (refused)',
    S: 'S (visual prompt)',
    G: 'G (gesture prompt)',
    VP: 'VP (verbal prompt)',
  },
} as const;
