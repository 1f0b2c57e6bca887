import { MSG } from '@daybook/domain';
import { conflict, fieldError } from '../../lib/http-error.js';

/** The 409s of care's unique keys, as auditedChange's `duplicate` (docs/product-rules.md §7). */

/** One attendance record per client, date and service. */
export const attendanceDuplicate = () => conflict(MSG.attendanceDuplicate);

/** One progress note per client and date. */
export const progressDuplicate = () => conflict(MSG.progressDuplicate);

/** One trial per progress note, goal and trial number. */
export const trialDuplicate = () => conflict(MSG.trialDuplicate);

/** A business client id is unique: a 400 on `clientId` (the profile form and the admin console). */
export const clientCodeTaken = () => fieldError('clientId', MSG.clientIdTaken);
