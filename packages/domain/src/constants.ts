/** Organisation time zone used when none is configured (docs/product-rules.md §9, §10). */
export const DEFAULT_TIME_ZONE = 'America/Phoenix';

/** Biweekly hours target when the employee record sets none (docs/product-rules.md §9). */
export const DEFAULT_TARGET_HOURS = 80;

/** Toast display time in milliseconds (docs/product-rules.md §9). */
export const TOAST_DURATION_MS = 3000;

/** How long the Settings "Details confirmed" message stays (docs/product-rules.md §9). */
export const SETTINGS_MESSAGE_MS = 3000;

/** Browser storage keys for the tokens (docs/product-rules.md §3). */
export const ACCESS_TOKEN_KEY = 'access-token';
export const REFRESH_TOKEN_KEY = 'refresh-token';

/**
 * A session ends after this long without a request, unless SESSION_IDLE_TIMEOUT says otherwise
 * (apps/server/src/config.ts). The web app's first screens take it as the session's bound too: a
 * name kept on the device is not shown once a session holding it must have ended (ADR 0041).
 */
export const SESSION_IDLE_DEFAULT_SECONDS = 30 * 60;

/**
 * Password length bounds: one rule for every path (sign-up, admin creation, change, reset; issue 10
 * item 25 raised the change minimum from 8 to the sign-up's 12).
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
/**
 * How many of the most common leaked passwords are refused (docs/security.md "Accounts and
 * passwords"): the first entries of zxcvbn's common-password list. The server refuses them and the
 * web app's strength meter says so before sending (apps/web/common-passwords.plugin.ts).
 */
export const COMMON_PASSWORD_COUNT = 10_000;

/** Longest accepted value of an ordinary text field; guards the server against oversized input. */
export const TEXT_MAX = 200;
export const EMAIL_MAX = 254;

/** Longest pause reason the server keeps (schemas/pause-reason.ts). */
export const PAUSE_REASON_MAX = 500;

/** Largest record id accepted anywhere (a 32-bit integer column). */
export const RECORD_ID_MAX = 2_147_483_647;
