import type { Addendum, Signature } from '@daybook/domain';
import type { RecordAddendumRow, RecordSignatureRow } from '../../db/schema.js';

export function presentSignature(row: RecordSignatureRow): Signature {
  return {
    id: row.id,
    record_type: row.record_type,
    record_id: row.record_id,
    kind: row.kind,
    signer_id: row.signer_id,
    signer: row.signer_name,
    title: row.signer_title,
    signed_at: row.signed_at,
    content_hash: row.content_hash,
    attestation: row.attestation,
    method: row.method,
  };
}

export function presentAddendum(row: RecordAddendumRow): Addendum {
  return {
    id: row.id,
    record_type: row.record_type,
    record_id: row.record_id,
    author_id: row.author_id,
    author: row.author_name,
    title: row.author_title,
    text: row.text,
    reason: row.reason,
    created_at: row.created_at,
    signed_at: row.signed_at,
    content_hash: row.content_hash,
    method: row.method,
  };
}

/** Groups rows by record id. */
export function byRecord<T extends { record_id: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.record_id) ?? [];
    list.push(row);
    out.set(row.record_id, list);
  }
  return out;
}
