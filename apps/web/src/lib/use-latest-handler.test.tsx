// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestHandler } from './use-latest-handler';

describe('useLatestHandler', () => {
  it('keeps one identity and runs the handler of the latest render', () => {
    const { result, rerender } = renderHook(({ word }) => useLatestHandler((name: string) => `${word}, ${name}`), {
      initialProps: { word: 'Hello' },
    });
    const first = result.current;
    expect(first('Ana')).toBe('Hello, Ana');
    rerender({ word: 'Hola' });
    expect(result.current).toBe(first);
    // the handler kept by an older render runs the newest one
    expect(first('Ana')).toBe('Hola, Ana');
  });
});
