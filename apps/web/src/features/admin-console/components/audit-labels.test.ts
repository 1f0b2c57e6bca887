import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createAdminI18nProvider } from '../i18n';
import { daybookMessages } from '../i18n-en';
import {
  AUDIT_ACTION_KEYS,
  AUDIT_ENTITY_KEYS,
  AUDIT_FIELD_KEYS,
  auditActionChoices,
  auditActionLabel,
  auditEntityChoices,
  auditEntityLabel,
  auditEntryActionLabel,
  auditFieldLabel,
} from './audit-labels';

/**
 * The audit log names each action and entity in the console's language (components/audit-labels.ts)
 * instead of the server's codes ("login", "session", "daily_progress"); a code the console does not
 * know yet is shown as it is.
 */

const SERVER = join(dirname(fileURLToPath(import.meta.url)), '../../../../../server/src');

/** The actions the server may write: the union of AuditEntry['action'] in audit.repository.ts. */
function serverActions(): string[] {
  const source = readFileSync(join(SERVER, 'modules/audit/audit.repository.ts'), 'utf8');
  const union = /action:\s*((?:\s*(?:\/\/[^\n]*\n\s*)*\|\s*'[a-z_]+')+)/.exec(source)?.[1] ?? '';
  return [...union.matchAll(/'([a-z_]+)'/g)].flatMap((m) => (m[1] ? [m[1]] : []));
}

/** The entity kinds the server's code writes as literals (`entity: 'work_day'`). */
function serverEntities(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverEntities(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    const text = readFileSync(path, 'utf8');
    return [...text.matchAll(/\bentity: '([a-z_]+)'/g)].flatMap((m) => (m[1] ? [m[1]] : []));
  });
}

describe('the audit log’s labels', () => {
  const english = createAdminI18nProvider('en');
  const spanish = createAdminI18nProvider('es');

  it('name every action the server writes', () => {
    const actions = serverActions();
    // the union was read (a change of its shape would otherwise pass with nothing checked)
    expect(actions).toContain('login');
    expect(actions).toContain('kiosk_action');
    expect(actions.filter((action) => !(action in AUDIT_ACTION_KEYS))).toEqual([]);
  });

  it('name every entity kind the server writes', () => {
    const entities = [...new Set(serverEntities())];
    expect(entities).toContain('session');
    expect(entities.filter((entity) => !(entity in AUDIT_ENTITY_KEYS))).toEqual([]);
  });

  it('have a text in both languages for every key', () => {
    const keys = [
      ...Object.values(AUDIT_ACTION_KEYS),
      ...Object.values(AUDIT_ENTITY_KEYS),
      ...Object.values(AUDIT_FIELD_KEYS),
    ];
    for (const key of keys) {
      expect(english.translate(key), key).not.toBe(key);
      expect(spanish.translate(key), key).not.toBe(key);
    }
  });

  it('show an action and an entity in the reader’s language', () => {
    expect(auditActionLabel('login', english.translate)).toBe('Signed in');
    expect(auditActionLabel('login', spanish.translate)).toBe('Inicio de sesión');
    expect(auditEntityLabel('session', english.translate)).toBe('Session');
    expect(auditEntityLabel('daily_progress', spanish.translate)).toBe('Nota de progreso');
    expect(auditActionLabel('edit_refused', spanish.translate)).toBe('Cambio rechazado en un registro firmado');
  });

  it('name a timecard’s submit, approval and reopen, each written as an update, by the status it left', () => {
    const entry = (status: unknown) => ({ action: 'update', entity: 'timecard', after: { status, reason: null } });
    expect(auditEntryActionLabel(entry('submitted'), english.translate)).toBe('Timecard submitted');
    expect(auditEntryActionLabel(entry('approved'), english.translate)).toBe('Timecard approved');
    expect(auditEntryActionLabel(entry('open'), english.translate)).toBe('Timecard reopened');
    expect(auditEntryActionLabel(entry('approved'), spanish.translate)).toBe('Tarjeta de tiempo aprobada');
    expect(auditEntryActionLabel(entry('open'), spanish.translate)).toBe('Tarjeta de tiempo reabierta');
    // any other entry, or a timecard entry without a known status, keeps its action's label
    expect(auditEntryActionLabel(entry('frozen'), english.translate)).toBe('Updated');
    expect(
      auditEntryActionLabel({ action: 'update', entity: 'user', after: { status: 'approved' } }, english.translate),
    ).toBe('Updated');
    expect(auditEntryActionLabel({ action: 'login', entity: 'session', after: null }, spanish.translate)).toBe(
      'Inicio de sesión',
    );
  });

  it('show an unknown code as it is, and nothing for no code', () => {
    expect(auditActionLabel('frobnicate', english.translate)).toBe('frobnicate');
    expect(auditEntityLabel('new_kind', spanish.translate)).toBe('new_kind');
    // not a key of the map's prototype
    expect(auditActionLabel('constructor', english.translate)).toBe('constructor');
    expect(auditEntityLabel(null, english.translate)).toBe('');
  });

  it('name a snapshot’s common keys in the reader’s language, and no other key', () => {
    expect(auditFieldLabel('check_in_at', english.translate)).toBe('Check-in');
    expect(auditFieldLabel('check_in_at', spanish.translate)).toBe('Entrada');
    expect(auditFieldLabel('hourly_rate_cents', spanish.translate)).toBe('Tarifa por hora (centavos)');
    expect(auditFieldLabel('check_in_latitude', english.translate)).toBeUndefined();
    expect(auditFieldLabel('constructor', english.translate)).toBeUndefined();
  });

  it('name any other key as the entry’s resource’s form names it (walkthrough 40, finding 4)', () => {
    // the organisation's before/after showed `late_grace_minutes` where its form says "Lateness grace (minutes)"
    expect(auditFieldLabel('late_grace_minutes', english.translate, 'organisation')).toBe('Lateness grace (minutes)');
    expect(auditFieldLabel('overtime_threshold_hours', spanish.translate, 'organisation')).toBe(
      'Horas extra después de (horas por semana laboral)',
    );
    expect(auditFieldLabel('requires_evv', english.translate, 'service_code')).toBe(
      english.translate('resources.service-codes.fields.requires_evv'),
    );
    // no resource, a resource without the field, or an entity with no form: the key as it is
    expect(auditFieldLabel('late_grace_minutes', english.translate)).toBeUndefined();
    expect(auditFieldLabel('late_grace_minutes', english.translate, 'session')).toBeUndefined();
    expect(auditFieldLabel('no_such_field', english.translate, 'organisation')).toBeUndefined();
    expect(auditFieldLabel('constructor', english.translate, 'constructor')).toBeUndefined();
    // an amount the snapshot holds in cents is named in cents, not as the form's dollars
    expect(auditFieldLabel('minimum_wage_cents', english.translate, 'organisation')).toBe(
      'Minimum wage (cents per hour)',
    );
  });

  it('name each key under its own name, and the catalogue has no key name the map leaves out', () => {
    for (const [field, key] of Object.entries(AUDIT_FIELD_KEYS)) expect(key).toBe(`daybook.audit.fields.${field}`);
    expect(Object.keys(daybookMessages.daybook.audit.fields)).toEqual(Object.keys(AUDIT_FIELD_KEYS));
  });

  it('offer the filters a choice per code, named by its key', () => {
    expect(auditActionChoices).toContainEqual({ id: 'login', name: 'daybook.audit.actions.login' });
    expect(auditEntityChoices).toContainEqual({ id: 'work_day', name: 'daybook.audit.entities.work_day' });
    expect(auditActionChoices).toHaveLength(Object.keys(AUDIT_ACTION_KEYS).length);
  });
});
