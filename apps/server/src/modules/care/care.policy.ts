import type { Actor } from '../../context.js';
import { allow, ownerOrAdmin } from '../../lib/access.js';

/**
 * Clients and their records (docs/product-rules.md): a staff member works with the clients they
 * own, an admin with every client. Reads and changes of someone else's records answer 404, as if
 * the record did not exist; writes naming someone else's client answer 400 on that field; a change
 * to someone else's client profile answers 403.
 */
/** Admins see every client; a provider (staff or manager) only the clients they own (docs/product-rules.md §6). */
export const seesAllClients = (actor: Actor) => actor.role === 'admin';

/** Whether the caller may change a client's profile: its owner or an admin. */
export const mayChangeClient = (actor: Actor, client: { owner_id: number }) =>
  seesAllClients(actor) || client.owner_id === actor.id;

const visible = ownerOrAdmin('the client is the caller’s own, or the caller is an admin (seesAllClients)');
const named = ownerOrAdmin('the client named in the body is the caller’s own, or an admin (seesAllClients)', 400);

export const carePolicy = {
  /** Lists: the caller's own clients' records, everyone's for an admin. */
  list: allow.signedIn(),
  readRecord: allow.signedIn({ record: visible }),
  changeRecord: allow.signedIn({ record: visible }),
  addRecord: allow.signedIn({ record: named }),
  updateClient: allow.signedIn({
    record: ownerOrAdmin('mayChangeClient: the client’s owner or an admin', 403),
  }),
};
