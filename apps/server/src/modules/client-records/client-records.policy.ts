import { allow } from '../../lib/access.js';

/** A client's whole record, exported from the admin console (docs/retention.md). */
export const clientRecordsPolicy = {
  exportClientRecords: allow.adminConsole(),
};
