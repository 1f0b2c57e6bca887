/**
 * The messages of the app shell, sign-in, password and profile (docs/product-rules.md §5, §8): the part of the
 * catalogue that the sign-in page's first load carries. Every other area's messages are in
 * `messages.ts`, which adds them to these as `MSG`.
 */
export const CORE_MSG = {
  loginFailed: 'Login failed. Please check your credentials.',
  somethingWrong: 'Something went wrong. Please try again.',
  signupFailed: 'Signup failed. Please check your details and try again.',
  invalidCredentials: 'Invalid email or password.',
  accountInactive: 'This account has been deactivated. Please contact your administrator.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  notAuthenticated: 'Authentication credentials were not provided or have expired.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  signupAdminOnly: 'Only an administrator can create accounts.',
  signupSignIn: 'Sign in as an administrator to create accounts.',
  emailTaken: 'An account with this email already exists.',
  emailChangeNeedsPassword: 'Enter your current password to change your email.',
  emailUnavailable: 'This email address cannot be used. Please choose another.',
  refreshInvalid: 'Your session has ended. Please sign in again.',
  // password change (docs/product-rules.md §5 / §8)
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  passwordMin12: 'Password must be at least 12 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  passwordCommon: 'This password is too common. Please choose another.',
  passwordSameAsCurrent: 'New password must be different from the current password',
  confirmRequired: 'Please confirm your new password',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'An error occurred while changing password.',
  passwordChangeRequired: 'Please change your password before continuing.',
  // profile and settings
  loadProfileFailed: 'Failed to load profile data. Please try again later.',
  loadEmployeeFailed: 'Failed to load employee data. Please try again later.',
  requestFailed: 'An error occurred while processing your request.',
  detailsConfirmed: 'Details confirmed successfully!',
  noSettings: 'No settings have been recorded for this user.',
  // generic validation
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  tooLong: 'Ensure this field has no more than {max} characters.',
  invalidBody: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  unknownField: 'Unknown field.',
} as const;

/** Fills `{name}` placeholders of a catalogue message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
