import { MSG } from '@daybook/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * The one policy layer (docs/security.md, "Authorization"): every route declares an access rule,
 * taken from its feature's `<feature>.policy.ts`, as `config: { access }`. The access hook
 * (plugins/auth.ts) enforces who may call the route; the record-level check a rule names is applied
 * by the operation, which calls the same policy file's functions. A route without a rule stops the
 * server at start-up, and docs/authorization-matrix.md and the authorization-matrix test are both
 * derived from these declarations.
 */

/** Who may call a route at all; the access hook refuses everyone else before the operation runs. */
export type Audience = 'public' | 'signed-in' | 'leads' | 'admin' | 'kiosk-device';

/**
 * The callers the authorization matrix names, relative to a record owned by a staff member: nobody
 * signed in, the owner, another staff member, the owner's own manager (who owns none of the
 * records) and an admin.
 */
export type Caller = 'anonymous' | 'owner' | 'other' | 'manager' | 'admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'owner', 'other', 'manager', 'admin'];

/** A refusal status a record-level check answers with. */
export type RefusalStatus = 400 | 401 | 403 | 404;

/** The record-level check an operation applies by calling its feature's policy functions. */
export interface RecordCheck {
  /** What is checked, in words, naming the policy function (shown in docs/authorization-matrix.md). */
  rule: string;
  /** The callers inside the audience whom the check refuses, and how; every other caller passes. */
  refuses: Partial<Record<Caller, RefusalStatus>>;
}

export interface AccessRule {
  audience: Audience;
  /** The 403 text for a signed-in caller outside a `leads` or `admin` audience. */
  refusal: string;
  /** `public` only: the caller is identified when a bearer token is sent (`request.caller`). */
  identifies: boolean;
  /**
   * The route stays open to a user who must change their password first (change password, sign-out,
   * the caller's own profile); on every other route such a user gets 403 `password_change_required`.
   */
  beforePasswordChange: boolean;
  /** The record-level check of the operation, or null when the audience alone decides. */
  record: RecordCheck | null;
}

interface RuleOptions {
  beforePasswordChange?: boolean;
  record?: RecordCheck;
}

function rule(audience: Audience, options: RuleOptions & { refusal?: string; identifies?: boolean }): AccessRule {
  return {
    audience,
    refusal: options.refusal ?? MSG.forbidden,
    identifies: options.identifies ?? false,
    beforePasswordChange: options.beforePasswordChange ?? false,
    record: options.record ?? null,
  };
}

/** The rule builders the policy files declare their routes' rules with. */
export const allow = {
  /** Everyone, signed in or not; `identifies` also reads the caller's token when one is sent. */
  public: (options: RuleOptions & { identifies?: boolean } = {}) => rule('public', options),
  /** Any signed-in user (a live session). */
  signedIn: (options: RuleOptions = {}) => rule('signed-in', options),
  /** Managers and admins; staff get 403 `forbidden`. */
  leads: (options: RuleOptions = {}) => rule('leads', options),
  /** Admins only; everyone else signed in gets 403 `forbidden`. */
  admin: (options: RuleOptions = {}) => rule('admin', options),
  /** The admin console's routes: admins only, refused as 403 `admin_only` (docs/api-errors.md). */
  adminConsole: (options: RuleOptions = {}) => rule('admin', { ...options, refusal: MSG.adminOnly }),
  /** A registered, unrevoked kiosk device's token (ADR 0024); every user's token gets 401. */
  kioskDevice: () => rule('kiosk-device', {}),
} as const;

/** The usual record check: the record's owner and admins pass; the owner's manager and other staff get `status`. */
export const ownerOrAdmin = (rule: string, status: RefusalStatus = 404): RecordCheck => ({
  rule,
  refuses: { other: status, manager: status },
});

/**
 * Whose records a lead sees behind `allow.leads()`: an admin everyone's, a manager those of the
 * people they manage (docs/security.md).
 */
export type TeamScope = { all: true } | { managerId: number };
export const teamScope = (actor: { id: number; role: string }): TeamScope =>
  actor.role === 'admin' ? { all: true } : { managerId: actor.id };

/**
 * The status a caller gets from a rule, as the matrix states it: the audience's refusal first, then
 * the record check's; `ok` when both let the caller through.
 */
export function expectedStatus(access: AccessRule, caller: Caller, ok: number): number {
  if (access.audience === 'kiosk-device') return 401;
  if (access.audience !== 'public' && caller === 'anonymous') return 401;
  if (access.audience === 'leads' && (caller === 'owner' || caller === 'other')) return 403;
  if (access.audience === 'admin' && caller !== 'admin' && caller !== 'anonymous') return 403;
  return access.record?.refuses[caller] ?? ok;
}

/** `METHOD /path` as the route table and the matrix name a route: no trailing slash. */
export function routeKey(method: string, url: string): string {
  return `${method} ${url.length > 1 ? url.replace(/\/+$/, '') : url}`;
}

/**
 * Routes of the platform rather than of a feature: the API description and its viewer, the web
 * app's files and the CORS preflight are public; /metrics checks its own METRICS_TOKEN
 * (plugins/metrics.ts).
 */
export const platformPolicy = {
  docs: allow.public(),
  webApp: allow.public(),
  /** The CORS preflight (OPTIONS *) when an allow-list is configured (plugins/security.ts). */
  preflight: allow.public(),
  metrics: allow.public({
    record: { rule: 'a bearer METRICS_TOKEN (401 otherwise); 404 to everyone when none is configured', refuses: {} },
  }),
};

/**
 * Gives the routes a third-party plugin registers in `scope` (which declare nothing themselves) the
 * rule `access`; `which` picks them when the scope holds other routes too.
 */
export function declareAccess(
  scope: FastifyInstance,
  access: AccessRule,
  which: (route: RouteOptions) => boolean = () => true,
): void {
  scope.addHook('onRoute', (route) => {
    if (which(route)) route.config = { ...route.config, access };
  });
}
