import { BILL_TYPES, PROFILE_STATUSES, ROLES, UNIT_KINDS, WORK_DAY_STATUSES } from '@daybook/domain';
import { formatUsd } from '../../../lib/i18n/intl';

/** react-admin translates each choice's name: they are keys of the console's catalogue (i18n.ts). */
export const roleChoices = ROLES.map((id) => ({ id, name: `daybook.choices.role.${id}` }));
export const statusChoices = PROFILE_STATUSES.map((id) => ({ id, name: `daybook.choices.status.${id}` }));
export const billTypeChoices = BILL_TYPES.map((id) => ({ id, name: `daybook.choices.billType.${id}` }));
export const workDayStatusChoices = WORK_DAY_STATUSES.map((id) => ({
  id,
  name: `daybook.choices.workDayStatus.${id}`,
}));
export const unitKindChoices = UNIT_KINDS.map((id) => ({ id, name: `daybook.choices.unitKind.${id}` }));

/** Integer cents as US dollars, e.g. 2150 → $21.50. */
export function usd(cents: number | null | undefined): string {
  return formatUsd(cents ?? 0);
}

/** A client choice of a reference input (goals, service authorizations), named as the console lists it. */
export const clientOption = (client: { lastName?: string; firstName?: string; clientId?: string } | undefined) =>
  client ? `${client.lastName ?? ''}, ${client.firstName ?? ''} (${client.clientId ?? ''})` : '';
