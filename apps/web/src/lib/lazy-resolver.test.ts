import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './lazy-resolver';

const form = z.object({ pin: z.string().regex(/^\d{4}$/, { error: 'Four digits.' }) });
type Values = z.input<typeof form>;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('lazyResolver', () => {
  it('loads the rules once, at the first check, and then checks as the rules do', async () => {
    const load = vi.fn(async () => zodResolver(form));
    const resolver = lazyResolver(load, () => 'unavailable');
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ pin: '12' }, undefined, options)).toEqual({
      values: {},
      errors: { pin: expect.objectContaining({ message: 'Four digits.' }) },
    });
    expect(await resolver({ pin: '1234' }, undefined, options)).toEqual({ values: { pin: '1234' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses the form with the message when the rules cannot be loaded, and tries again at the next check', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof zodResolver<Values, unknown, Values>>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(zodResolver(form));
    const resolver = lazyResolver(load, () => 'No connection.');
    expect(await resolver({ pin: '1234' }, undefined, options)).toEqual({
      values: {},
      errors: { root: { type: 'unavailable', message: 'No connection.' } },
    });
    expect(await resolver({ pin: '1234' }, undefined, options)).toEqual({ values: { pin: '1234' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
