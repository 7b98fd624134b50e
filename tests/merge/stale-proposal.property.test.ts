import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeSource, diffOf, readFileChanged, rebaseEdits } from '@/lib/repo/stale-proposal';

const lines = fc.array(fc.stringMatching(/^[a-z ]{0,8}$/), { maxLength: 12 });
const text = lines.map((l) => l.join('\n'));

describe('stale proposal helpers (pure, never throw)', () => {
  it('readFileChanged answers null or a well-formed value for any input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (code, body) => {
        const out = readFileChanged(code, body);
        expect(out === null || (Array.isArray(out.files) && out.files.length > 0)).toBe(true);
      }),
    );
    const body = { base_sha: 'abc1', default_head: 'def2', files: [{ path: 'platform.yaml', base_content: 'a', current_content: 'b', current_ref: 'def2', by: { kind: 'change_request', id: 'cr_1', number: 1, title: 'T', author: 'x' } }] };
    expect(readFileChanged('file_changed', body)?.files[0].by).toEqual(body.files[0].by);
    expect(readFileChanged('duplicate_change_request', body)).toBeNull();
    expect(readFileChanged('file_changed', { ...body, files: [{ ...body.files[0], by: { kind: 'other' } }] })).toBeNull();
    expect(describeSource(body.files[0].by as never)).toBe('change request #1 (“T”)');
  });

  it('rebasing keeps a one-sided change: my edits onto an unchanged file, or nothing of mine onto theirs', () => {
    fc.assert(
      fc.property(text, text, (base, other) => {
        expect(rebaseEdits(base, other, base)).toEqual({ clean: true, text: other });
        expect(rebaseEdits(base, base, other)).toEqual({ clean: true, text: other });
      }),
    );
  });

  it('rebasing edits of different lines takes both; a deleted current file answers null', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { minLength: 6, maxLength: 12 }), (base) => {
        const mine = [...base];
        const theirs = [...base];
        mine[0] = `${mine[0]}-mine`;
        theirs[base.length - 1] = `${theirs[base.length - 1]}-theirs`;
        const out = rebaseEdits(base.join('\n'), mine.join('\n'), theirs.join('\n'));
        expect(out).toEqual({ clean: true, text: [mine[0], ...base.slice(1, -1), theirs[base.length - 1]].join('\n') });
      }),
    );
    expect(rebaseEdits('a', 'b', null)).toEqual({ clean: false, text: null, conflicts: 0 });
    const overlap = rebaseEdits('x\n', 'mine\n', 'theirs\n');
    expect(overlap.clean).toBe(false);
    expect(overlap.text).toContain('<<<<<<< your edits');
  });

  it('diffOf counts what it shows and never throws', () => {
    fc.assert(
      fc.property(fc.option(text, { nil: null }), fc.option(text, { nil: null }), (before, after) => {
        const d = diffOf('f.txt', before, after);
        const plus = d.patch.split('\n').filter((l) => l.startsWith('+') && !l.startsWith('+++')).length;
        const minus = d.patch.split('\n').filter((l) => l.startsWith('-') && !l.startsWith('---')).length;
        expect([d.additions, d.deletions]).toEqual([plus, minus]);
      }),
    );
    expect(diffOf('big', 'x'.repeat(300_000), 'y').too_large?.reason).toBe('size');
  });
});
