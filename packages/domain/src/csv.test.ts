import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, safeCell } from './csv.js';

describe('CSV cells (ADR 0014: formula-starting cells escaped)', () => {
  it('escapes every cell a spreadsheet would run as a formula', () => {
    for (const text of ['=SUM(A1)', '+1', '-1+1', '-2-3', '@A1', '\t=1', '\r=1', '-', '-.5', '-1e3', '-cmd|x', '- 1']) {
      expect(safeCell(text)).toBe(`'${text}`);
    }
  });

  it('leaves a plain negative number a number, so that a sum counts it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.boolean(), (cents, decimals) => {
        const text = decimals ? `-${(cents / 100).toFixed(2)}` : `-${cents}`;
        expect(safeCell(text)).toBe(text);
      }),
    );
  });

  it('leaves any other text alone', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^[=+\-@\t\r]/.test(text));
        expect(safeCell(text)).toBe(text);
      }),
    );
  });

  it('quotes a field holding a comma, quote or line break', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('plain')).toBe('plain');
  });
});
