// @vitest-environment jsdom
import type { Addendum, Signature } from '@daybook/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { SignatureBlock } from './signature-block';

/**
 * A signature's and an addendum's time read as every date and time of the product does
 * (lib/i18n/intl formatDateAndClock): "11/20/2026 03:20 PM", in Spanish "20 nov 2026 03:20 p.m.",
 * not "Nov 20, 2026, 3:20 PM". The Spanish time ends in "a.m."/"p.m.", so no sentence period follows
 * it ("9:00 a.m.." was shown), nor one after a reason that ends in its own period.
 */
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));

const addendum: Addendum = {
  id: 1,
  record_type: 'progress_note',
  record_id: 165,
  author_id: 3,
  author: 'Ana Reyes',
  title: 'Direct Support Professional',
  text: 'El segundo intento fue con ayuda verbal.',
  reason: 'Corrección del valor.',
  created_at: '2026-11-28T16:00:00.000Z',
  signed_at: '2026-11-28T16:00:00.000Z', // 9:00 AM in Phoenix
  content_hash: 'ab'.repeat(32),
  method: 'password',
};

const signature: Signature = {
  id: 7,
  record_type: 'progress_note',
  record_id: 165,
  kind: 'author',
  signer_id: 3,
  signer: 'Ana Reyes',
  title: 'Direct Support Professional',
  attestation: 'I attest',
  method: 'pin',
  content_hash: 'cd'.repeat(32),
  signed_at: '2026-11-20T22:20:00.000Z', // 3:20 PM in Phoenix
};

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('SignatureBlock times', () => {
  it('writes the signature’s and the addendum’s time as the product does, in English', async () => {
    await loadLanguage('en');
    render(<SignatureBlock signatures={[signature]} addenda={[addendum]} testId="note-signatures" />);
    expect(screen.getByTestId('note-signatures-author').textContent).toContain(
      'on 11/20/2026 03:20 PM · content SHA-256 cdcdcdcdcdcd…',
    );
    expect(screen.getByTestId('note-signatures-addendum').textContent).toMatch(
      /Signed by Ana Reyes, Direct Support Professional, 11\/28\/2026 09:00 AM$/,
    );
  });

  it('and in Spanish', async () => {
    await loadLanguage('es');
    render(<SignatureBlock signatures={[signature]} addenda={[addendum]} testId="note-signatures" />);
    expect(screen.getByTestId('note-signatures-author').textContent).toMatch(
      /el 20 nov\.? 2026 03:20 p\.m\. · SHA-256 del contenido cdcdcdcdcdcd…$/,
    );
    expect(screen.getByTestId('note-signatures-addendum').textContent).toMatch(
      /Firmada por Ana Reyes, Direct Support Professional, el 28 nov\.? 2026 09:00 a\.m\.$/,
    );
  });
});

describe('SignatureBlock addenda', () => {
  it('ends the Spanish line with the time, without a doubled period', async () => {
    await loadLanguage('es');
    render(<SignatureBlock signatures={[]} addenda={[addendum]} testId="note-signatures" />);
    const line = screen.getByTestId('note-signatures-addendum').textContent ?? '';
    expect(line).toContain(
      'Motivo: Corrección del valor. · Firmada por Ana Reyes, Direct Support Professional, el 28 nov 2026',
    );
    expect(line).toMatch(/a\. ?m\.$/);
    expect(line).not.toContain('..');
  });

  it('in English', async () => {
    await loadLanguage('en');
    render(
      <SignatureBlock
        signatures={[]}
        addenda={[{ ...addendum, reason: 'Left out of the note' }]}
        testId="note-signatures"
      />,
    );
    expect(screen.getByTestId('note-signatures-addendum').textContent).toContain(
      'Reason: Left out of the note · Signed by Ana Reyes, Direct Support Professional, ',
    );
  });
});
