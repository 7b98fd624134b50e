// A small hand-written agent-runtime export for import tests.
export function exportFixture(id = 'ses_imported_fixture', extraPart?: Record<string, unknown>) {
  const user = 'msg_imp_0001';
  const assistant = 'msg_imp_0002';
  return {
    info: { id, title: 'Imported: tidy the README', projectID: 'runtime-hash-123', time: { created: 1_760_000_000_000, updated: 1_760_000_090_000 } },
    messages: [
      {
        info: { id: user, sessionID: id, role: 'user', time: { created: 1_760_000_000_000 }, agent: 'build', model: { providerID: 'openai', modelID: 'gpt-5' } },
        parts: [{ id: 'prt_imp_0001', sessionID: id, messageID: user, type: 'text', text: 'Tidy the README headings.' }],
      },
      {
        info: { id: assistant, sessionID: id, role: 'assistant', parentID: user, time: { created: 1_760_000_001_000, completed: 1_760_000_090_000 }, modelID: 'gpt-5', providerID: 'openai', agent: 'build', finish: 'stop' },
        parts: [
          { id: 'prt_imp_0002', sessionID: id, messageID: assistant, type: 'step-start' },
          { id: 'prt_imp_0003', sessionID: id, messageID: assistant, type: 'text', text: 'Done: headings now use sentence case.' },
          ...(extraPart ? [{ id: 'prt_imp_0004', sessionID: id, messageID: assistant, ...extraPart }] : []),
          { id: 'prt_imp_0005', sessionID: id, messageID: assistant, type: 'step-finish', reason: 'stop', cost: 0.0123, tokens: { input: 1200, output: 80, cache: { read: 0, write: 0 } } },
        ],
      },
    ],
  };
}
