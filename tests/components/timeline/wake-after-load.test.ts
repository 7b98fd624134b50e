// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wakeAfterLoad } from '@/components/timeline/wake-after-load';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('wakeAfterLoad', () => {
  it('wakes once, at the first intent, before the browser is idle', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const wake = vi.fn();
    wakeAfterLoad(wake);
    expect(wake).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('wheel'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
    for (const cb of idle) cb({ didTimeout: false, timeRemaining: () => 10 });
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('wakes when the browser is first idle after the load, without any intent', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const wake = vi.fn();
    wakeAfterLoad(wake);
    expect(document.readyState).toBe('complete');
    expect(idle).toHaveLength(1);
    idle[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(wake).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('never wakes once cancelled; falls back to a timer without requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const cancelled = vi.fn();
    const stop = wakeAfterLoad(cancelled);
    stop();
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();

    const wake = vi.fn();
    wakeAfterLoad(wake);
    vi.runAllTimers();
    expect(wake).toHaveBeenCalledTimes(1);
  });
});
