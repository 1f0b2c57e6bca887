import type { AuditEntry } from '@daybook/domain';
import type { AuditLogRow } from './audit.repository.js';

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** An audit row as the admin console shows it: before and after as the JSON they were written as. */
export const presentAuditEntry = (row: AuditLogRow): AuditEntry => ({
  ...row,
  before: parse(row.before),
  after: parse(row.after),
});
