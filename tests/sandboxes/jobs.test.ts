// Simulated build jobs derived from the clock: properties over any plan and any time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOB_LINE_MS, buildPlan, jobEndsAt, jobView, type JobRecord } from '@/lib/sandboxes/jobs';

const T0 = 1_700_000_000_000;
const job = fc.record({
  id: fc.string(),
  project_id: fc.string(),
  kind: fc.constantFrom('build' as const, 'rebuild' as const, 'fix' as const),
  slug: fc.string(),
  started_at: fc.integer({ min: 0, max: T0 }),
  plan: fc.array(fc.string(), { maxLength: 12 }),
  fails_after: fc.option(fc.integer({ min: -3, max: 20 }), { nil: null }),
  error: fc.option(fc.string(), { nil: null }),
  size_mb: fc.integer({ min: 1, max: 4000 }),
}) satisfies fc.Arbitrary<JobRecord>;

describe('sandbox jobs', () => {
  it('never throws, keeps progress in 0..100 and logs growing with time, and ends succeeded or failed', () => {
    fc.assert(
      fc.property(job, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (record, a, b) => {
        const [early, late] = [Math.min(a, b), Math.max(a, b)].map((n) => jobView(record, record.started_at + n * JOB_LINE_MS));
        for (const view of [early, late]) {
          expect(view.progress).toBeGreaterThanOrEqual(0);
          expect(view.progress).toBeLessThanOrEqual(100);
        }
        expect(late.progress).toBeGreaterThanOrEqual(early.progress);
        expect(late.logs.slice(0, early.logs.length)).toEqual(early.logs);
        const end = jobView(record, jobEndsAt(record) + JOB_LINE_MS * 30);
        expect(['succeeded', 'failed']).toContain(end.state);
        expect(end.finished_at).not.toBeNull();
        if (end.state === 'succeeded') expect(end.progress).toBe(100);
      }),
    );
  });

  it('tolerates a malformed stored record', () => {
    const broken = { id: 'j', kind: 'build', slug: 's', started_at: T0, plan: 'nope', fails_after: 'x', error: null, size_mb: 1 } as unknown as JobRecord;
    expect(() => jobView(broken, Number.NaN)).not.toThrow();
    expect(jobView(broken, T0 + 10 * JOB_LINE_MS).state).toBe('succeeded');
  });

  it('writes a plan that names the image or the Dockerfile and the resources', () => {
    expect(buildPlan({ slug: 'a', image: 'node:20', cpu: 2, memory: 4096, disk: 20 }, 'build').join('\n')).toMatch(/pull node:20[\s\S]*|cpu 2, memory 4096 MB, disk 20 GB/);
    expect(buildPlan({ slug: 'b', dockerfile: 'x/Dockerfile' }, 'rebuild')[2]).toBe('step 1/4: build x/Dockerfile');
  });
});
