import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repoUrlProblem } from '@/lib/repo/repo-url';

describe('repoUrlProblem', () => {
  it('accepts an https repository address, with or without .git and surrounding spaces', () => {
    expect(repoUrlProblem('https://git.example.com/team/app')).toBeNull();
    expect(repoUrlProblem('  https://git.example.com/team/app.git ')).toBeNull();
  });

  it('names what is wrong with an address a person can fix', () => {
    expect(repoUrlProblem('')).toMatch(/Enter the repository/);
    expect(repoUrlProblem('git.example.com/team/app')).toMatch(/full address/);
    expect(repoUrlProblem('http://git.example.com/team/app')).toMatch(/https/);
    expect(repoUrlProblem('ssh://git@git.example.com/team/app')).toMatch(/https/);
    expect(repoUrlProblem('https://me:secret@git.example.com/team/app')).toMatch(/credentials/);
  });

  it('never throws, and answers a string or null for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.anything()), (value) => {
        const answer = repoUrlProblem(value);
        expect(answer === null || (typeof answer === 'string' && answer.length > 0)).toBe(true);
      }),
    );
  });
});
