import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportTitle, previewExport } from '@/lib/sessions/import-preview';
import { exportFixture } from './export-fixture';
import { sessionHarness } from './harness';

/** An export whose assistant messages carry no modelID: the model is only in the messages' `model` references. */
function withoutAssistantModel(id: string) {
  const exported = exportFixture(id);
  const [user, assistant] = exported.messages;
  const { modelID: _m, providerID: _p, ...info } = assistant.info;
  return { ...exported, info: { id }, messages: [{ ...user, info: { ...user.info, model: { providerID: 'zhipu', modelID: 'glm-5' } } }, { ...assistant, info }] };
}

describe('the export preview (dialog) and the import (platform) read an export the same way', () => {
  it('title: the export title, else the first line of the first user text, else the id', () => {
    expect(exportTitle({ id: 'a', title: ' Fix it ' }, [])).toBe('Fix it');
    expect(exportTitle({ id: 'a' }, [{ info: { role: 'user' }, parts: [{ type: 'text', text: 'synthetic', synthetic: true }, { type: 'text', text: '\n  Make the cart green\nmore' }] }])).toBe('Make the cart green');
    expect(exportTitle({ id: 'a', title: '' }, [{ info: { role: 'user' }, parts: [{ type: 'text', text: 'x'.repeat(100) }] }])).toHaveLength(80);
    expect(exportTitle({ id: 'a' }, [])).toBe('Imported session a');
  });

  it('previews title, messages, dates and the model, with the model from the references when assistants lack it', () => {
    expect(previewExport(exportFixture('ses_p'))).toEqual({ id: 'ses_p', title: 'Imported: tidy the README', messageCount: 2, first: 1_760_000_000_000, last: 1_760_000_090_000, model: 'openai/gpt-5' });
    expect(previewExport(withoutAssistantModel('ses_q'))).toMatchObject({ title: 'Tidy the README headings.', first: 1_760_000_000_000, last: 1_760_000_090_000, model: 'zhipu/glm-5' });
    expect(previewExport({ hello: 'world' })).toBeNull();
  });

  it('never throws on any input', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      const preview = previewExport(value);
      return preview === null || (typeof preview.title === 'string' && preview.messageCount >= 0);
    }));
    fc.assert(fc.property(fc.record({ info: fc.object(), messages: fc.array(fc.record({ info: fc.anything(), parts: fc.anything() })) }), (value) => previewExport(value) !== null));
  });

  it('an imported session is marked imported, titled from the first user text and given the model from the references', async () => {
    const h = sessionHarness();
    const api = await h.signIn();
    const summary = await api.project('proj_storefront').sessions.import(withoutAssistantModel('ses_no_model'));
    expect(summary).toMatchObject({ imported: true, title: 'Tidy the README headings.', model: 'zhipu/glm-5' });
    const listed = (await api.project('proj_storefront').sessions.list()).find((s) => s.id === 'ses_no_model');
    expect(listed?.imported).toBe(true);
    expect((await api.project('proj_storefront').sessions.list()).find((s) => s.id === 'ses_checkout_tax')?.imported).toBeUndefined();
  });
});
