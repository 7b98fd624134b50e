import { describe, expect, it } from 'vitest';
import * as helpers from '@/lib/sdk/helpers';

// Every helper the spec lists under "Framework-free helper modules exported from the root" that this
// module owns, plus the extra ones its brief asks for.
const SPEC_NAMES = [
  'detectLocalhostUrls', 'rewriteLocalhostUrl', 'proxyLocalhostUrl', 'parseLocalhostUrl', 'buildWebProxyUrl', 'formatTranscript',
  'classifyPart', 'classifyTurn', 'toolInfo', 'getToolInfo', 'toolViewModel', 'groupMessagesIntoTurns', 'collectTurnParts',
  'findLastTextPart', 'turnHasSteps', 'isShellMode', 'getShellModePart', 'isTextPart', 'isToolPart', 'isReasoningPart', 'isFilePart',
  'isAgentPart', 'isCompactionPart', 'isSnapshotPart', 'isPatchPart', 'getPartText', 'getWorkingState', 'getTurnStatus',
  'formatDuration', 'getTurnError', 'getChildSessionError', 'unwrapError', 'getTurnCost', 'getSessionCost', 'formatCost',
  'formatTokens', 'COST_MARKUP', 'getChildSessionId', 'getChildSessionToolParts', 'getPermissionForTool', 'getHiddenToolParts',
  'isToolPartHidden', 'getFilename', 'getDirectory', 'relativizePath', 'stripAnsi', 'sortSessions', 'childMapByParent',
  'allDescendantIds', 'getRetryInfo', 'getRetryMessage',
];

describe('lib/sdk/helpers exports', () => {
  it.each(SPEC_NAMES)('exports %s', (name) => {
    expect(helpers).toHaveProperty(name);
    expect((helpers as Record<string, unknown>)[name]).toBeDefined();
  });
});

describe('lib/sdk helper modules stay framework-free', () => {
  it('import only each other, the wire types and jsdiff', async () => {
    const { readFileSync } = await import('node:fs');
    const { fileURLToPath } = await import('node:url');
    const dir = fileURLToPath(new URL('../../lib/sdk/', import.meta.url));
    const sources = readFileSync(`${dir}helpers.ts`, 'utf8').matchAll(/from '\.\/([\w-]+)'/g);
    const modules = ['helpers', 'util', ...Array.from(sources, (m) => m[1])];
    expect(modules.length).toBeGreaterThan(15);
    for (const name of modules) {
      const text = readFileSync(`${dir}${name}.ts`, 'utf8');
      for (const [, specifier] of text.matchAll(/from '([^']+)'/g)) {
        expect([`${name}: ${specifier}`]).toContainEqual(expect.stringMatching(/: (\.\/[\w-]+|@\/lib\/contract\/wire|diff)$/));
      }
    }
  });
});
