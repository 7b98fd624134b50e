import { describe, expect, it } from 'vitest';
import { buildLongSession, longSessionSteps } from '@/lib/embedded/sessions/long-session';
import { stepwiseSource } from '@/lib/embedded/sessions/types';
import { T0 } from './harness';

const TURNS = 450;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

describe('generated long sessions, built step by step', () => {
  it('gives the same messages whether built at once, in the background, or read halfway through', async () => {
    const whole = buildLongSession(T0, 'ses_steps', TURNS);
    expect(whole.length).toBeGreaterThan(TURNS * 3 - 1);

    const warmed = stepwiseSource(() => longSessionSteps(T0, 'ses_steps', TURNS));
    warmed.warm!();
    for (let i = 0; i < 40; i++) await pause();
    expect(warmed.messages(T0)).toEqual(whole);

    const interrupted = stepwiseSource(() => longSessionSteps(T0, 'ses_steps', TURNS));
    interrupted.warm!();
    await pause(); // a slice or two built, then a reader arrives
    expect(interrupted.messages(T0)).toEqual(whole);
    for (let i = 0; i < 5; i++) await pause(); // the background ticks that were scheduled change nothing
    expect(interrupted.messages(T0)).toEqual(whole);
  });

  it('builds in slices: each background step yields to the event loop', () => {
    const steps = longSessionSteps(T0, 'ses_steps', TURNS);
    let yields = 0;
    while (!steps.next().done) yields++;
    expect(yields).toBe(Math.ceil(TURNS / 25) - 1); // after every 25 turns but the last
  });
});
