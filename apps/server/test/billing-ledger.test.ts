import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingLedger, buildLedger, recordBilling } from '../src/modules/billing/billing-ledger.js';
import { insertClient } from './care-helper.js';
import { parseCsv } from './csv.js';
import { call, createTestApp, dialects, type Session, signedIn, statementsOf, type TestApp } from './helper.js';

/**
 * The billing ledger reads, client by client, the records its figures need (docs/billing-rules.md,
 * "Service authorizations"): the range asked about, widened for one client to that client's own
 * authorizations, never to another client's. Four clients: one with a three-year authorization,
 * one with a month's, one without any, and one whose two authorizations chain back past the range.
 */
describe.each(dialects())('the billing ledger on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
  /** Record ids by client and date, e.g. `long 2026-11-10`. */
  const ids: Record<string, number> = {};
  const clientIds: Record<string, number> = {};
  const codes: Record<string, string> = {};
  const authorizationIds: Record<string, number> = {};

  const now = () => t.clock.now().toISOString();
  const client = async (key: string, first_name: string) => {
    const { client } = await insertClient(t, admin.userId, { first_name, last_name: 'Ledger' }, 0);
    clientIds[key] = client.id;
    codes[key] = client.client_code;
  };
  const authorize = async (key: string, number: string, units: number, start_date: string, end_date: string) => {
    const row = await t.db
      .insertInto('service_authorizations')
      .values({
        client_id: clientIds[key] as number,
        service_code: 'DTA1',
        authorization_number: number,
        units,
        start_date,
        end_date,
        created_by: admin.userId,
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    authorizationIds[number] = row.id;
  };
  /** A DTA1 record from 09:00 for `hours` (4 units an hour), signed by its author or not. */
  const record = async (key: string, date: string, hours: number, signed: boolean) => {
    const row = await t.db
      .insertInto('client_attendance')
      .values({
        client_id: clientIds[key] as number,
        date,
        time_in: '09:00',
        time_out: `${String(9 + hours).padStart(2, '0')}:00`,
        service: 'DTA1',
        location: 'GUADALUPE_DTA',
        created_by: admin.userId,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[`${key} ${date}`] = row.id;
    if (!signed) return;
    await t.db
      .insertInto('record_signatures')
      .values({
        record_type: 'attendance',
        record_id: row.id,
        kind: 'author',
        signer_id: admin.userId,
        signer_name: 'Ada Admin',
        signer_title: 'Provider',
        signed_at: now(),
        content_hash: 'a'.repeat(64),
        attestation: 'I delivered these services.',
      })
      .execute();
  };
  beforeAll(async () => {
    t = await createTestApp(dialect, { metricsToken: 'metrics-token-billing-ledger-0123456789' });
    admin = await signedIn(t, { role: 'admin', name: 'Ada Admin' });
    await client('long', 'Lara');
    await client('short', 'Sam');
    await client('none', 'Nell');
    await client('chain', 'Cole');
    // Lara: three years; a record of March 2025 uses 8 of its units before November 2026
    await authorize('long', 'AZ-LONG', 100, '2025-01-01', '2027-12-31');
    await record('long', '2025-03-10', 2, true);
    await record('long', '2026-11-10', 3, true);
    await record('long', '2026-11-12', 1, false);
    // Sam: November only, 10 units; his June record is in Lara's years but no authorization's of his
    await authorize('short', 'AZ-SHORT', 10, '2026-11-01', '2026-11-30');
    await record('short', '2026-06-15', 2, true);
    await record('short', '2026-11-05', 2, true);
    await record('short', '2026-11-20', 2, true);
    // Nell: no authorization
    await record('none', '2026-02-01', 1, false);
    await record('none', '2026-11-15', 1, false);
    // Cole: October's authorization reaches into November and September's into October's (the
    // latest start wins where they overlap), so his read widens twice, to September 1
    await authorize('chain', 'AZ-SEP', 20, '2026-09-01', '2026-10-20');
    await authorize('chain', 'AZ-OCT', 10, '2026-10-15', '2026-11-15');
    await record('chain', '2026-08-01', 1, true);
    await record('chain', '2026-09-05', 1, true);
    await record('chain', '2026-10-18', 2, true);
    await record('chain', '2026-11-03', 1, true);
  });
  afterAll(async () => t.close());

  const november = (ledger: BillingLedger) =>
    [...ledger.records.values()].filter((r) => r.date >= NOVEMBER.from && r.date <= NOVEMBER.to);
  /** What a record bills and shows: the figures every screen and the export take from the ledger. */
  const figures = (ledger: BillingLedger, id: number) => {
    const record = ledger.records.get(id);
    return {
      billable_units: record?.billable_units,
      covering: record?.authorization?.id ?? null,
      ...recordBilling(ledger, id),
    };
  };

  it('gives every client the figures of reading all its records, with long, short, no and chained authorizations', async () => {
    const bounded = await buildLedger(t.db, { clientIds: null, ...NOVEMBER });
    expect(november(bounded)).toHaveLength(6);
    for (const key of Object.keys(clientIds)) {
      // the reference: every record and authorization this client has, read alone
      const everything = await buildLedger(t.db, {
        clientIds: [clientIds[key] as number],
        from: '2000-01-01',
        to: '2099-12-31',
      });
      for (const record of november(bounded).filter((r) => r.client_id === clientIds[key])) {
        expect(figures(bounded, record.id), `${key} ${record.date}`).toEqual(figures(everything, record.id));
      }
      for (const [id, used] of everything.usedUnits) {
        if (bounded.usedUnits.has(id)) expect(bounded.usedUnits.get(id), `authorization ${id}`).toBe(used);
      }
    }
    // the figures themselves: units spent in time order from each authorization's start
    expect(bounded.usedUnits.get(authorizationIds['AZ-LONG'] as number)).toBe(8 + 12);
    expect(bounded.usedUnits.get(authorizationIds['AZ-SHORT'] as number)).toBe(16);
    expect(bounded.usedUnits.get(authorizationIds['AZ-OCT'] as number)).toBe(8 + 4);
    expect(figures(bounded, ids['short 2026-11-20'] as number)).toMatchObject({
      billable_units: 2,
      billing_status: 'exceeded',
      authorization: { number: 'AZ-SHORT', used_units: 16, used_units_as_of: 16, remaining_units_as_of: -6 },
    });
    expect(figures(bounded, ids['chain 2026-11-03'] as number)).toMatchObject({
      billable_units: 2,
      billing_status: 'exceeded',
      covering: authorizationIds['AZ-OCT'],
    });
  });

  it('reads each client’s records over its own authorizations’ reach, not over another client’s', async () => {
    const bounded = await buildLedger(t.db, { clientIds: null, ...NOVEMBER });
    // Lara's three years are read for Lara alone: Sam's June, Nell's February and Cole's August
    // (before his authorizations) are left unread, as no figure needs them
    expect(new Set(bounded.records.keys())).toEqual(
      new Set(
        [
          'long 2025-03-10',
          'long 2026-11-10',
          'long 2026-11-12',
          'short 2026-11-05',
          'short 2026-11-20',
          'none 2026-11-15',
          'chain 2026-09-05',
          'chain 2026-10-18',
          'chain 2026-11-03',
        ].map((key) => ids[key]),
      ),
    );
    // and a read of the other clients alone reads nothing of Lara's years
    const others = await buildLedger(t.db, {
      clientIds: [clientIds.short as number, clientIds.none as number],
      ...NOVEMBER,
    });
    expect([...others.records.values()].map((r) => r.date).sort()).toEqual(['2026-11-05', '2026-11-15', '2026-11-20']);
  });

  it('sends as many statements for twenty clients with long authorizations of their own as for one', async () => {
    const MARCH = 'from=2031-03-01&to=2031-03-31';
    const exportMarch = () => call(t, 'GET', `/api/billing/export?${MARCH}&format=csv`, { session: admin });
    /** A client whose own two-and-a-half years (each starting on another day) hold March 2031. */
    const farClient = async (n: number) => {
      const day = String(n + 1).padStart(2, '0');
      await client(`far${n}`, `Far${n}`);
      await authorize(`far${n}`, `AZ-FAR-${n}`, 50, `2030-01-${day}`, `2032-06-${day}`);
      await record(`far${n}`, '2030-02-01', 1, true);
      await record(`far${n}`, '2031-03-10', 1, true);
    };
    await farClient(0);
    const one = await statementsOf(t, exportMarch);
    for (let n = 1; n < 20; n++) await farClient(n);
    // each client's own range is read at once with the others' (one statement a round, not one a client)
    expect(await statementsOf(t, exportMarch)).toBe(one);
    const billed = parseCsv((await exportMarch()).body).filter((row) => row[3] === '2031-03-10');
    expect(billed.map((row) => row[4])).toEqual(Array(20).fill('4'));
  });

  it('bills the same export as before: the long authorization’s earlier units counted, the others’ limits kept', async () => {
    const response = await call(t, 'GET', `/api/billing/export?from=${NOVEMBER.from}&to=${NOVEMBER.to}&format=csv`, {
      session: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = parseCsv(response.body);
    const blank = rows.findIndex((r) => r.length === 1 && r[0] === '');
    // Client ID, Service Code, Date, Units, and the Authorization Number (billed) or the Reason
    const lines = (part: string[][], last: number) => part.slice(2, -1).map((r) => [r[0], r[2], r[3], r[4], r[last]]);
    expect(lines(rows.slice(0, blank), 7)).toEqual([
      [codes.chain, 'DTA1', '2026-11-03', '2', 'AZ-OCT'],
      [codes.long, 'DTA1', '2026-11-10', '12', 'AZ-LONG'],
      [codes.short, 'DTA1', '2026-11-05', '8', 'AZ-SHORT'],
      [codes.short, 'DTA1', '2026-11-20', '2', 'AZ-SHORT'],
    ]);
    expect(lines(rows.slice(blank + 1), 8)).toEqual([
      [codes.chain, 'DTA1', '2026-11-03', '2', 'beyond the authorised units'],
      [codes.long, 'DTA1', '2026-11-12', '4', 'unsigned'],
      [codes.none, 'DTA1', '2026-11-15', '4', 'unsigned; no authorization'],
      [codes.short, 'DTA1', '2026-11-20', '6', 'beyond the authorised units'],
    ]);
    // the console's Used says the same
    const used = async (number: string) =>
      (await call(t, 'GET', `/api/admin/service-authorizations/${authorizationIds[number]}`, { session: admin })).json()
        .used_units;
    expect([await used('AZ-LONG'), await used('AZ-SHORT'), await used('AZ-SEP'), await used('AZ-OCT')]).toEqual([
      20, 16, 4, 12,
    ]);
  });
});
