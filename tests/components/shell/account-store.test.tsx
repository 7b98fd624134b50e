// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseStoredAccountId, setAccountId, useChosenAccountId } from '@/lib/auth-client/account-store';

afterEach(cleanup);
beforeEach(() => window.localStorage.clear());

describe('the remembered account choice', () => {
  it('reads a choice stored in the shape zustand persist wrote before', () => {
    window.localStorage.setItem('console.account', JSON.stringify({ state: { accountId: 'acc_demo' }, version: 0 }));
    const { result } = renderHook(() => useChosenAccountId());
    expect(result.current).toBe('acc_demo');
  });

  it('stores a new choice and every reader sees it at once', () => {
    const { result } = renderHook(() => useChosenAccountId());
    expect(result.current).toBeNull();
    act(() => setAccountId('acc_other'));
    expect(result.current).toBe('acc_other');
    expect(parseStoredAccountId(window.localStorage.getItem('console.account'))).toBe('acc_other');
  });

  it('follows a choice made in another tab (storage event)', () => {
    const { result } = renderHook(() => useChosenAccountId());
    act(() => {
      window.localStorage.setItem('console.account', JSON.stringify({ state: { accountId: 'acc_tab' }, version: 0 }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'console.account' }));
    });
    expect(result.current).toBe('acc_tab');
  });

  it('reads malformed stored values as no choice, never throwing', () => {
    for (const raw of [null, '', 'not json', 'null', '42', '"acc"', '{"state":null}', '{"state":{"accountId":7}}', '{"state":{"accountId":""}}'])
      expect(parseStoredAccountId(raw)).toBeNull();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant(null)), (raw) => {
        const id = parseStoredAccountId(raw);
        expect(id === null || (typeof id === 'string' && id.length > 0)).toBe(true);
      }),
    );
  });
});
