import { type LoginBody, CORE_MSG as MSG } from '@daybook/domain';
import type { TFunction } from 'i18next';

export interface SignInValues {
  email: string;
  password: string;
  present: boolean;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

export type SignInCheck = { valid: true; body: LoginBody } | { valid: false; errors: SignInErrors };

/**
 * The sign-in form's rules (docs/product-rules.md §5): email, password and the presence confirmation are required.
 * Checked here without zod or react-hook-form so that the sign-in page's first load stays under
 * its budget (docs/performance.md, docs/decisions/0007-sign-in-page-first-load.md); the server applies `loginBody` and its messages show under the
 * fields like any other.
 */
export function checkSignIn(values: SignInValues, t: TFunction): SignInCheck {
  const email = values.email.trim().toLowerCase();
  const errors: SignInErrors = {};
  if (!email) errors.email = MSG.required;
  if (!values.password) errors.password = MSG.required;
  if (!values.present) errors.present = t('login.presenceRequired');
  if (Object.keys(errors).length > 0) return { valid: false, errors };
  return { valid: true, body: { email, password: values.password } };
}
