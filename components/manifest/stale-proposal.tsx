'use client';

import { useState } from 'react';
import type { FileChangedDetails } from '@/lib/contract/types-repo';
import { Button } from '@/components/ui/button';
import { describeSource, diffOf, rebaseEdits } from '@/lib/repo/stale-proposal';
import { DiffView } from './diff-view';

export interface RebaseResult {
  text: string;
  /** The default-branch commit the rebased edits now sit on. */
  base_sha: string;
  /** Change requests whose version the edits now include (the next proposal knows of them). */
  known: string[];
  conflicts: number;
}

/**
 * The proposal was refused because the file changed since the editor opened it: say where, compare, and rebase the
 * edits onto the current version (a three-way merge; overlapping lines come back marked for the editor).
 */
export function StaleProposal({ details, path, mine, onRebase }: { details: FileChangedDetails; path: string; mine: string; onRebase(result: RebaseResult): void }) {
  const [comparing, setComparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const file = details.files.find((f) => f.path === path) ?? details.files[0];

  function rebase() {
    const rebased = rebaseEdits(file.base_content, mine, file.current_content);
    if (rebased.text === null) {
      setProblem(file.current_content === null ? `${file.path} was deleted there: there is nothing to rebase onto.` : 'The file is too large to rebase here.');
      return;
    }
    onRebase({
      text: rebased.text,
      base_sha: file.by.kind === 'commit' ? (details.default_head ?? details.base_sha) : details.base_sha,
      known: file.by.kind === 'change_request' ? [file.by.id] : [],
      conflicts: rebased.clean ? 0 : rebased.conflicts,
    });
  }

  return (
    <div role="alert" data-stale-proposal className="space-y-2 rounded-md border border-warning/50 bg-warning-bg p-3 text-sm">
      <p>
        <span className="font-medium">{file.path} changed since you opened it</span>, in {describeSource(file.by)} by {file.by.author}. Proposing now would open a
        second change request over it. Compare the versions, then rebase your edits onto the current one.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" aria-expanded={comparing} onClick={() => setComparing((c) => !c)}>
          {comparing ? 'Hide comparison' : 'Compare'}
        </Button>
        <Button size="sm" variant="primary" onClick={rebase}>
          Rebase my edits
        </Button>
      </div>
      {problem && <p className="text-danger">{problem}</p>}
      {comparing && (
        <div className="space-y-2" data-stale-compare>
          <h3 className="font-medium">What changed since you opened it</h3>
          <DiffView files={[diffOf(file.path, file.base_content, file.current_content)]} idPrefix="stale:theirs" />
          <h3 className="font-medium">Your edits against the current version</h3>
          <DiffView files={[diffOf(file.path, file.current_content, mine)]} idPrefix="stale:mine" />
        </div>
      )}
    </div>
  );
}
