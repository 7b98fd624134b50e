import { describe, expect, it } from 'vitest';
import { getToolInfo, humanizeToolName, toolInfo } from '@/lib/sdk/helpers';

describe('toolInfo', () => {
  it.each([
    ['bash', 'Shell', 'shell'],
    ['read', 'Read', 'files'],
    ['write', 'Write', 'files'],
    ['edit', 'Edit', 'edit'],
    ['apply_patch', 'Patch', 'edit'],
    ['grep', 'Grep', 'search'],
    ['glob', 'Glob', 'search'],
    ['webfetch', 'Web fetch', 'web'],
    ['web_search', 'Web search', 'web'],
    ['task', 'Agent', 'task'],
    ['todowrite', 'Todos', 'task'],
    ['question', 'Questions', 'other'],
  ])('%s → %s (%s)', (name, label, category) => {
    expect(toolInfo(name)).toEqual({ label, category });
  });

  it.each([
    ['agent_spawn', 'Agent spawn', 'task'],
    ['session_list_background', 'Session list background', 'task'],
    ['task_create', 'Task create', 'task'],
    ['trigger-create', 'Trigger create', 'other'],
    ['project_get', 'Project get', 'other'],
    ['pty_read', 'Terminal read', 'shell'],
  ])('prefix family %s → %s (%s)', (name, label, category) => {
    expect(toolInfo(name)).toEqual({ label, category });
  });

  it('unknown names are humanized with category other', () => {
    expect(toolInfo('zz_frobnicate_widget')).toEqual({ label: 'Zz frobnicate widget', category: 'other' });
    expect(toolInfo('github_createIssue')).toEqual({ label: 'Github create issue', category: 'other' });
  });

  it('a family prefix alone or glued to a word is not a family', () => {
    expect(toolInfo('agents')).toEqual({ label: 'Agents', category: 'other' });
    expect(toolInfo('projector_on').category).toBe('other');
  });

  it('object-prototype names and non-strings do not break the lookup', () => {
    expect(toolInfo('constructor')).toEqual({ label: 'Constructor', category: 'other' });
    expect(toolInfo('__proto__').category).toBe('other');
    expect(toolInfo(undefined)).toEqual({ label: 'Tool', category: 'other' });
  });

  it('humanizeToolName splits snake, kebab, dotted and camel case', () => {
    expect(humanizeToolName('slack.post-message')).toBe('Slack post message');
    expect(humanizeToolName('___')).toBe('Tool');
  });
});

describe('getToolInfo', () => {
  it('subtitles come from the input', () => {
    expect(getToolInfo('read', { filePath: '/repo/src/app.ts' })).toEqual({ icon: 'glasses', title: 'Read', subtitle: 'app.ts' });
    expect(getToolInfo('bash', { command: 'ls -la', description: 'List files' })).toEqual({ icon: 'terminal', title: 'Shell', subtitle: 'List files' });
    expect(getToolInfo('bash', { command: 'ls -la\npwd' }).subtitle).toBe('ls -la');
    expect(getToolInfo('grep', { pattern: 'TODO' }).subtitle).toBe('TODO');
    expect(getToolInfo('webfetch', { url: 'https://example.com' }).subtitle).toBe('https://example.com');
    expect(getToolInfo('todowrite', { todos: [{}, {}] }).subtitle).toBe('2 items');
    expect(getToolInfo('apply_patch', { patchText: '*** Begin Patch\n*** Update File: src/a.ts\n*** Add File: b.ts\n' }).subtitle).toBe('2 files');
  });

  it('task titles name the sub-agent', () => {
    expect(getToolInfo('task', { description: 'Map the router', subagent_type: 'explore' })).toEqual({ icon: 'bot', title: 'Agent (explore)', subtitle: 'Map the router' });
  });

  it('no subtitle without input; unknown tools keep their humanized title', () => {
    expect(getToolInfo('read')).toEqual({ icon: 'glasses', title: 'Read' });
    expect(getToolInfo('zz_frobnicate_widget', { description: 'Frob it' })).toEqual({ icon: 'wrench', title: 'Zz frobnicate widget', subtitle: 'Frob it' });
    expect(getToolInfo(42, 'not an object')).toEqual({ icon: 'wrench', title: 'Tool' });
  });
});
