import 'server-only';
import type { SessionRecord } from '../sessions/types';

// A small, fixed file tree per session: the same session always starts with the same files.

const PNG_1X1 = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000'
  + '1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082', 'hex');

export function seedTree(record: SessionRecord): Map<string, Uint8Array> {
  const id = record.info.id;
  const agent = record.agent;
  const text: Record<string, string> = {
    'README.md': `# ${record.projectId}\n\nWorkspace of session ${id}.\nRun \`npm test\` to check the cart.\n`,
    'package.json': `${JSON.stringify({ name: record.projectId.replace(/^proj_/, ''), private: true, scripts: { test: 'vitest run' } }, null, 2)}\n`,
    'src/index.ts': "export { cartTotal } from './cart';\n",
    'src/cart.ts': [
      'export interface Line { price: number; quantity: number }',
      '',
      '// TODO: round to cents once the currency service is live',
      'export function cartTotal(lines: Line[]): number {',
      '  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);',
      '}',
      '',
    ].join('\n'),
    'tests/cart.test.ts': [
      "import { expect, it } from 'vitest';",
      "import { cartTotal } from '../src/cart';",
      '',
      "it('adds the lines', () => expect(cartTotal([{ price: 2, quantity: 3 }])).toBe(6));",
      '',
    ].join('\n'),
    'notes/TODO.md': `- [ ] TODO: ask ${agent} to round the totals\n- [x] add the cart tests\n`,
  };
  const tree = new Map<string, Uint8Array>();
  for (const [path, content] of Object.entries(text)) tree.set(path, Buffer.from(content, 'utf8'));
  tree.set('assets/pixel.png', new Uint8Array(PNG_1X1));
  return tree;
}
