import 'server-only';
import { readmeFile, type CatalogItem } from './types';

const templateFragment = (slug: string, name: string, cpu: number, memory: number, disk: number) =>
  `sandbox:\n  templates:\n    - slug: ${slug}\n      name: ${name}\n      dockerfile: sandbox/${slug}.Dockerfile\n      cpu: ${cpu}\n      memory: ${memory}\n      disk: ${disk}\n`;

const appFragment = (name: string, extra: string) => `apps:\n  ${name}:\n    path: apps/${name}\n${extra}`;

export const TEMPLATE_ITEMS: CatalogItem[] = [
  {
    id: 'python-data',
    name: 'Python data sandbox',
    kind: 'sandbox_template',
    summary: 'Python with pandas, DuckDB and Jupyter kernels.',
    description: 'A sandbox template for data work: Python, pandas, DuckDB and a Jupyter kernel agents can drive.',
    publisher: 'Platform',
    marketplace_id: 'platform',
    tags: ['python', 'data'],
    featured: true,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-01-09T09:00:00.000Z',
        notes: 'First release.',
        fragment: templateFragment('python-data', 'Python data', 2, 4, 10),
        files: {
          'sandbox/python-data.Dockerfile': 'FROM python:3.12-slim\nRUN pip install --no-cache-dir pandas duckdb ipykernel\n',
          ...readmeFile('python-data', 'Python data sandbox', 'Python with pandas, DuckDB and a Jupyter kernel.', 'Set `sandbox: python-data` on an agent.'),
        },
      },
      {
        version: '1.1.0',
        released_at: '2026-02-25T09:00:00.000Z',
        notes: 'Python 3.13, polars, and more memory.',
        fragment: templateFragment('python-data', 'Python data', 2, 8, 10),
        files: {
          'sandbox/python-data.Dockerfile': 'FROM python:3.13-slim\nRUN pip install --no-cache-dir pandas polars duckdb ipykernel\n',
          ...readmeFile('python-data', 'Python data sandbox', 'Python 3.13 with pandas, polars, DuckDB and a Jupyter kernel.', 'Set `sandbox: python-data` on an agent.'),
        },
      },
    ],
  },
  {
    id: 'node-web',
    name: 'Node web sandbox',
    kind: 'sandbox_template',
    summary: 'Node 20 with a headless browser for UI tests.',
    description: 'A sandbox template for web work: Node 20, pnpm and Chromium for end-to-end tests.',
    publisher: 'Platform',
    marketplace_id: 'platform',
    tags: ['node', 'frontend', 'testing'],
    featured: false,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-01-09T09:00:00.000Z',
        notes: 'First release.',
        fragment: templateFragment('node-web-20', 'Node web', 2, 4, 20),
        files: {
          'sandbox/node-web-20.Dockerfile': 'FROM node:20-bookworm\nRUN corepack enable && apt-get update && apt-get install -y chromium\n',
          ...readmeFile('node-web', 'Node web sandbox', 'Node 20 with pnpm and Chromium for UI tests.', 'Set `sandbox: node-web-20` on an agent.'),
        },
      },
    ],
  },
  {
    id: 'rust-build',
    name: 'Rust build sandbox',
    kind: 'sandbox_template',
    summary: 'Stable Rust with cargo caches on a large disk.',
    description: 'A sandbox template for Rust projects: the stable toolchain, clippy and a disk big enough for target/.',
    publisher: 'Community',
    marketplace_id: 'community',
    tags: ['rust'],
    featured: false,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-02-12T09:00:00.000Z',
        notes: 'First release.',
        fragment: templateFragment('rust-build', 'Rust build', 4, 8, 40),
        files: {
          'sandbox/rust-build.Dockerfile': 'FROM rust:1-bookworm\nRUN rustup component add clippy rustfmt\n',
          ...readmeFile('rust-build', 'Rust build sandbox', 'Stable Rust with clippy and a large disk.', 'Set `sandbox: rust-build` on an agent.'),
        },
      },
    ],
  },
];

export const APP_ITEMS: CatalogItem[] = [
  {
    id: 'status-dashboard',
    name: 'Status dashboard',
    kind: 'app',
    summary: 'A static page that shows your agents’ last runs.',
    description: 'A small static app that lists each agent’s last session and its outcome.',
    publisher: 'Platform',
    marketplace_id: 'platform',
    tags: ['dashboard', 'static'],
    featured: true,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-01-22T09:00:00.000Z',
        notes: 'First release.',
        fragment: appFragment('status-dashboard', '    type: static\n    spa: true\n'),
        files: {
          'apps/status-dashboard/index.html': '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Agent status</title></head>\n<body><h1>Agent status</h1><ul id="runs"></ul></body>\n</html>\n',
          ...readmeFile('status-dashboard', 'Status dashboard', 'A static page that shows your agents’ last runs.', 'Deploy it from the Apps page once installed.'),
        },
      },
    ],
  },
  {
    id: 'feedback-form',
    name: 'Feedback form',
    kind: 'app',
    summary: 'A form that turns feedback into a session for the triage agent.',
    description: 'A small Node app with one form; each submission starts a session with your default agent.',
    publisher: 'Community',
    marketplace_id: 'community',
    tags: ['forms', 'node'],
    featured: false,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-02-14T09:00:00.000Z',
        notes: 'First release.',
        fragment: appFragment('feedback-form', '    type: bundle\n    command: ["node", "server.js"]\n    port: 3000\n    readiness_path: /health\n'),
        files: {
          'apps/feedback-form/server.js': "import { createServer } from 'node:http';\n\ncreateServer((req, res) => {\n  if (req.url === '/health') return res.end('ok');\n  res.setHeader('content-type', 'text/html');\n  res.end('<form method=\"post\"><textarea name=\"feedback\"></textarea><button>Send</button></form>');\n}).listen(3000);\n",
          ...readmeFile('feedback-form', 'Feedback form', 'A form that turns feedback into a session for the triage agent.', 'Deploy it from the Apps page once installed.'),
        },
      },
    ],
  },
  {
    id: 'docs-site',
    name: 'Docs site',
    kind: 'app',
    summary: 'Builds docs/ into a static site.',
    description: 'A static site generator setup that builds the repository’s docs/ folder and serves it.',
    publisher: 'Platform',
    marketplace_id: 'platform',
    tags: ['docs', 'static'],
    featured: false,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-02-18T09:00:00.000Z',
        notes: 'First release.',
        fragment: appFragment('docs-site', '    type: static\n    build_command: npx --yes @11ty/eleventy --input=docs\n    output_dir: _site\n'),
        files: {
          'apps/docs-site/.eleventy.json': '{\n  "input": "docs",\n  "output": "_site"\n}\n',
          ...readmeFile('docs-site', 'Docs site', 'Builds docs/ into a static site.', 'Deploy it from the Apps page once installed.'),
        },
      },
    ],
  },
];
