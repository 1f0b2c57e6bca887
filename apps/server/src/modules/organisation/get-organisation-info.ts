import type { OrganisationInfo } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { presentOrganisationInfo } from './organisation.presenter.js';
import { getOrganisation } from './organisation.repository.js';

/** GET /api/organisation/ (public): name, time zone and contact details (docs/product-rules.md §2). */
export async function getOrganisationInfo(ctx: AppContext): Promise<OrganisationInfo> {
  return presentOrganisationInfo(await getOrganisation(ctx.db));
}
