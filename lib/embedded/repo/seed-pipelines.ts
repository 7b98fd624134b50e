import 'server-only';
import type { SeedCommit } from './seed-types';

const README = `# Data Pipelines

Nightly ETL jobs and the agents that repair them when an upstream schema changes.
This project still uses the legacy manifest \`platform.toml\` (platform_version 1).
`;

const MANIFEST_V1 = `# Legacy manifest (platform_version 1).
platform_version = 1

[project]
name = "Data Pipelines"

[[agents]]
name = "etl-fixer"
connectors = ["warehouse"]
platform_cli = ["project.read", "project.schedule.read"]
`;

const MANIFEST_V2 = `# Legacy manifest (platform_version 1).
platform_version = 1

[project]
name = "Data Pipelines"
description = "Nightly ETL jobs and their repair agents"

[env]
required = ["WAREHOUSE_DSN"]

[[agents]]
name = "etl-fixer"
connectors = ["warehouse"]
platform_cli = ["project.read", "project.schedule.read"]
env = ["WAREHOUSE_DSN"]

[[agents]]
name = "reporter"
connectors = "none"

[[connectors]]
slug = "warehouse"
provider = "graphql"
name = "Warehouse"
endpoint = "https://warehouse.internal.example/graphql"

[[triggers]]
slug = "nightly-etl-check"
type = "cron"
agent = "etl-fixer"
cron = "30 4 * * *"
timezone = "UTC"
prompt = "Check last night's ETL runs; when one failed on a schema change, propose a fix."

[[channels]]
platform = "email"
enabled = "yes"
events = ["job.failed"]
`;

export const PIPELINES_HISTORY: SeedCommit[] = [
  {
    message: 'Initial project with the etl-fixer agent',
    author: 'Dana Demo <demo@example.com>',
    at: '2026-01-15T11:00:00.000Z',
    files: { 'README.md': README, 'platform.toml': MANIFEST_V1, 'agents/etl-fixer.md': 'Repair failed ETL jobs after upstream schema changes.\n' },
  },
  {
    message: 'Warehouse connector, nightly check and failure emails',
    author: 'Dana Demo <demo@example.com>',
    at: '2026-01-19T09:20:00.000Z',
    files: { 'platform.toml': MANIFEST_V2, 'agents/reporter.md': 'Write the weekly pipeline health report.\n' },
  },
];
