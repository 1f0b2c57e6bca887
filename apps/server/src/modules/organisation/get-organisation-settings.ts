import type { AdminOrganisation } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { presentOrganisationSettings } from './organisation.presenter.js';
import { getOrganisation } from './organisation.repository.js';

/** GET /api/admin/organisation. */
export async function getOrganisationSettings(ctx: AppContext): Promise<AdminOrganisation> {
  return presentOrganisationSettings(await getOrganisation(ctx.db));
}
