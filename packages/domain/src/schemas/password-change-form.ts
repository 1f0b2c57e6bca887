import { z } from 'zod';
import { CORE_MSG as MSG } from '../messages-core.js';
import { passwordProblems } from '../password.js';

/**
 * The Change Password form (docs/product-rules.md §2, §5): the body of POST /api/change-password/ plus the
 * confirmation, checked in the browser with the product's messages, the first failing rule first.
 */
export const changePasswordForm = z
  .object({
    current_password: z.string(),
    new_password: z.string(),
    confirm_password: z.string(),
  })
  .superRefine((form, ctx) => {
    const fail = (field: 'current_password' | 'new_password' | 'confirm_password', message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (!form.current_password) fail('current_password', MSG.currentPasswordRequired);
    if (!form.new_password) fail('new_password', MSG.newPasswordRequired);
    else for (const problem of passwordProblems(form.new_password)) fail('new_password', problem);
    if (!form.confirm_password) fail('confirm_password', MSG.confirmRequired);
    else if (form.confirm_password !== form.new_password) fail('confirm_password', MSG.passwordsDoNotMatch);
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
