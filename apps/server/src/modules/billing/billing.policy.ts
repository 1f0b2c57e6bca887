import { allow } from '../../lib/access.js';

/** Billing (docs/billing-rules.md): anyone signed in reads the service codes; the export is the admin console's. */
export const billingPolicy = {
  listServiceCodes: allow.signedIn(),
  exportBilling: allow.adminConsole(),
};
