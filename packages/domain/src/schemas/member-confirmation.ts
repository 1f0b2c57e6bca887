import { z } from 'zod';
import { MSG } from '../messages.js';
import { optionalText } from './fields.js';

/**
 * The member's confirmation of a visit at check-out (docs/evv.md), the rule and its form, apart
 * from schemas/location-trust.ts: the members page checks a visit out with this form alone, and
 * importing it from there built every location-trust, care and payroll schema with the page
 * (docs/performance.md, "Signed-in pages: what runs before the first paint").
 */

export const MEMBER_CONFIRMATION_REASONS = ['unable', 'refused', 'not_present'] as const;
export type MemberConfirmationReason = (typeof MEMBER_CONFIRMATION_REASONS)[number];

/** The member's confirmation at check-out: a name, or the reason they could not give one. */
export const memberConfirmationFields = {
  confirmation_name: optionalText(120).describe('The member or representative who confirmed the visit'),
  confirmation_reason: z
    .enum(MEMBER_CONFIRMATION_REASONS, { error: MSG.memberConfirmationReason })
    .nullish()
    .describe('Why the member could not confirm: unable, refused, not_present'),
};

/**
 * The member's confirmation at check-out: a radio choice of a name or a reason; a name choice
 * needs the name (the request's `confirmation_name`).
 */
export const memberConfirmationForm = (messages: { nameRequired: string }) =>
  z
    .object({
      choice: z.enum(['name', ...MEMBER_CONFIRMATION_REASONS]),
      name: memberConfirmationFields.confirmation_name,
    })
    .superRefine((form, ctx) => {
      if (form.choice === 'name' && !form.name) {
        ctx.addIssue({ code: 'custom', path: ['name'], message: messages.nameRequired });
      }
    });
export type MemberConfirmationFormInput = z.input<ReturnType<typeof memberConfirmationForm>>;
