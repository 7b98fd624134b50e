import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiError } from '@/lib/sdk';
import { formErrorsFrom } from '@/lib/errors/form-errors';
import { cronProblem, nextRuns } from '@/lib/triggers/next-runs';
import { TRIGGER_FIELDS, TRIGGER_PLATFORM_ERRORS } from '@/components/triggers/trigger-form';
import { rejection, signIn, useHarness } from '../sdk-client/transports';

describe('formErrorsFrom with the platform’s real answers to the trigger form', () => {
  const h = useHarness('in-process');
  const base = { name: 'X', type: 'cron' as const, prompt_template: 'go', cron: '0 3 * * *' };

  it('places each error next to the field it concerns; a duplicate name (409 trigger_exists on slug) lands on Name', async () => {
    const p = (await signIn(h)).api.project('proj_storefront');
    const place = async (input: Parameters<typeof p.triggers.create>[0]) => formErrorsFrom(await rejection(p.triggers.create(input)), TRIGGER_FIELDS, TRIGGER_PLATFORM_ERRORS);

    const duplicate = await place({ ...base, name: 'Nightly catalog sync' });
    expect(duplicate).toEqual({ fields: { name: 'A trigger with this name already exists in this project. Choose another name.' } });
    expect((await place({ ...base, cron: 'every tuesday' })).fields.cron).toMatch(/cron expression is not valid/);
    expect((await place({ ...base, timezone: 'Mars/Olympus' })).fields.timezone).toMatch(/Mars\/Olympus is not a time zone/);
    expect((await place({ ...base, agent: 'ghost' })).fields.agent).toMatch(/ghost/);
    const empty = await place({ name: 'Y', type: 'webhook', prompt_template: '' });
    expect(Object.keys(empty.fields)).toEqual(['prompt_template']);
    expect(empty.form).toBeUndefined();
  });

  it('puts an error that names no field of the form at the top, with its title', async () => {
    const member = (await signIn(h, 'member@example.com')).api.project('proj_storefront');
    const placed = formErrorsFrom(await rejection(member.triggers.create({ ...base, type: 'webhook', cron: undefined })), TRIGGER_FIELDS, TRIGGER_PLATFORM_ERRORS);
    expect(placed.fields).toEqual({});
    expect(placed.form).toMatch(/^No access: /);
  });
});

describe('formErrorsFrom on anything', () => {
  it('never throws and never drops an error: every answer lands on a field of the form or at the top', () => {
    const body = fc.oneof(
      fc.anything(),
      fc.record({ error: fc.string(), code: fc.string(), field: fc.oneof(fc.string(), fc.constantFrom('name', 'cron')) }, { requiredKeys: [] }),
      fc.record({ issues: fc.array(fc.record({ path: fc.array(fc.oneof(fc.string(), fc.integer(), fc.constantFrom('name', 'cron'))), message: fc.oneof(fc.string(), fc.anything()) }, { requiredKeys: [] })) }, { requiredKeys: [] }),
    );
    const thrown = fc.oneof(
      fc.anything(),
      fc.record({ status: fc.integer({ min: 400, max: 599 }), message: fc.string(), code: fc.option(fc.string(), { nil: undefined }), body }).map((init) => new ApiError(init)),
    );
    fc.assert(
      fc.property(thrown, (error) => {
        const placed = formErrorsFrom(error, ['name', 'cron'] as const, { alias: { slug: 'name' } });
        expect(Object.keys(placed.fields).every((k) => k === 'name' || k === 'cron')).toBe(true);
        expect(Object.keys(placed.fields).length > 0 || (typeof placed.form === 'string' && placed.form.length > 0)).toBe(true);
      }),
    );
  });
});

describe('cronProblem', () => {
  const from = new Date('2026-01-01T00:00:00Z');
  it('says why an expression cannot be scheduled, and nothing for one that runs', () => {
    expect(cronProblem('0 9 * * 1-5', 'Europe/Berlin', from)).toBeNull();
    expect(cronProblem('abc', null, from)).toMatch(/^Not a valid cron expression: .*five/);
    expect(cronProblem('61 * * * *', null, from)).toMatch(/minute/);
    expect(cronProblem('0 0 31 2 *', null, from)).toMatch(/never runs/);
    expect(cronProblem('0 9 * * *', 'Mars/Olympus', from)).toMatch(/not a time zone/);
    expect(cronProblem('', null, from)).toMatch(/Write a cron expression/);
  });
  it('never throws, and is null exactly when the expression has a next run', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('0 9 * * *', '*/5 * * * *', '0 0 30 2 *')), fc.option(fc.constantFrom('UTC', 'Europe/Berlin', 'Nowhere/Else'), { nil: null }), (cron, zone) => {
        const problem = cronProblem(cron, zone, from);
        expect(problem === null || (typeof problem === 'string' && problem.length > 0)).toBe(true);
        expect(problem === null).toBe(nextRuns(cron, zone, from, 1).length > 0);
      }),
    );
  });
});
