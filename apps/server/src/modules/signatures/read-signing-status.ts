import type { Actor, AppContext } from '../../context.js';
import { found } from '../../lib/http-error.js';
import { findUserById } from '../users/find-user.js';
import { DEFAULT_TITLES, signerTitle } from './signer.js';

/** GET /api/profile/signing/: whether the caller has a signing PIN, and the title their signatures show. */
export async function signingStatus(ctx: AppContext, actor: Actor) {
  const user = found(await findUserById(ctx.db, actor.id));
  return {
    has_pin: user.signing_pin_hash !== null,
    title: user.signing_title,
    default_title: DEFAULT_TITLES[user.role],
    effective_title: signerTitle(user),
  };
}
