// Access: list and filter the generated 10,000-assignment account through the platform (goal ≤ 50 ms), and one
// decision (goal ≤ 0.05 ms) with the platform's index.
import { PERMISSION_CATALOG, BUILT_IN_ROLES } from '@/lib/contract/permissions';
import { decide, indexAssignments, type IamAssignment } from '@/lib/iam';
import { createEmbeddedPlatform } from '@/lib/embedded';
import { LARGE_ACCOUNT_ID } from '@/lib/embedded/seed-access';
import { sample, summarize, timeAsync } from './sample';

const fmt = (ms: number) => `${ms.toFixed(ms < 1 ? 4 : 1)} ms`;

export default async function bench() {
  const platform = createEmbeddedPlatform();
  const signIn = await platform.handle(new Request('http://x/v1/auth/sign-in/password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }) }));
  const token = ((await signIn.json()) as { session: { access_token: string } }).session.access_token;
  const get = (path: string) => platform.handle(new Request(`http://x/v1${path}`, { headers: { authorization: `Bearer ${token}` } })).then((r) => r.json());

  for (const [label, query] of [['list all', ''], ['filter role=manager', '?role=manager'], ['filter project', '?project_id=proj_gen_07'], ['filter principal', '?principal_type=user&principal_id=usr_gen_0042']] as const) {
    const runs: number[] = [];
    for (let i = 0; i < 30; i++) runs.push(await timeAsync(() => get(`/accounts/${LARGE_ACCOUNT_ID}/iam/assignments${query}`)));
    const s = summarize(runs.slice(5));
    console.log(`assignments ${label.padEnd(18)} median ${fmt(s.median)}  p95 ${fmt(s.p95)}  (goal ≤ 50 ms)`);
  }

  const assignments: IamAssignment[] = [...platform.store.assignments.values()];
  const index = indexAssignments(assignments);
  const roles = BUILT_IN_ROLES.map((r) => ({ id: r.id, permissions: r.permissions, custom: false }));
  const now = Date.now();
  let n = 0;
  const one = () => decide({
    principal: { type: 'user', id: `usr_gen_${String((n++ % 2000) + 1).padStart(4, '0')}`, groups: ['grp_gen_3'] },
    action: 'project.session.read',
    resource: { type: 'project', accountId: LARGE_ACCOUNT_ID, projectId: `proj_gen_${String((n % 20) + 1).padStart(2, '0')}` },
    assignments: index, roles, catalog: PERMISSION_CATALOG, now,
  });
  const batches = sample(() => { for (let i = 0; i < 1000; i++) one(); }, { warmup: 20, runs: 100 });
  const s = summarize(batches.map((ms) => ms / 1000));
  console.log(`one decision (indexed, 10,000 assignments) median ${fmt(s.median)}  p95 ${fmt(s.p95)}  (goal ≤ 0.05 ms)`);
}
