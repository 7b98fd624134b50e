import type { Metadata } from 'next';
import { ProjectList } from '@/components/projects/project-list';
import { QuerySeed } from '@/lib/sdk/react/query-seed';
import { seedProjectsPage } from '@/lib/bff/page-seed';
import { accountRoleTable } from '@/lib/iam/account-role';

export const metadata: Metadata = { title: 'Projects' };

export default async function ProjectsPage() {
  const seed = await seedProjectsPage();
  return (
    <QuerySeed state={seed?.state}>
      <ProjectList roles={accountRoleTable(['account.update'])} />
    </QuerySeed>
  );
}
