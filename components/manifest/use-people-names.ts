'use client';

import { useMemo } from 'react';
import { personName, type PeopleNames } from '@/lib/manifest/editor/author';
import { useProjectMembers } from '@/lib/sdk/react/project-access';

/** Names of the project's members (when the caller may list them) for showing authors by name. */
export function usePeopleNames(projectId: string, canListMembers: boolean): (author: string | null | undefined) => string {
  const members = useProjectMembers(projectId, canListMembers);
  const names: PeopleNames = useMemo(() => new Map((members.data ?? []).map((m) => [m.user.email.toLowerCase(), m.user.name || m.user.email])), [members.data]);
  return (author) => personName(author, names);
}
