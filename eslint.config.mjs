import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { builtinModules } from 'node:module';

const NODE_BUILTINS = [...builtinModules.filter((m) => !m.startsWith('_')), ...builtinModules.map((m) => `node:${m}`)];
// `@/lib/sdk/server` imports node:async_hooks: bundling it for a browser fails, so client code never imports it.
const SDK_SERVER = ['@/lib/sdk/server', '@/lib/sdk/server/*', '@platform/sdk/server'];
const SERVER_ONLY = ['@/lib/bff', '@/lib/bff/*', '@/lib/embedded', '@/lib/embedded/*', '@/lib/config', 'server-only', 'next/headers', ...SDK_SERVER];

// Client code: what a browser bundle may hold. The SDK's server entry runs in Node only.
const CLIENT = ['components/**/*.{ts,tsx}', 'lib/sdk/**/*.{ts,tsx}', 'lib/manifest/editor/**/*.{ts,tsx}', 'lib/auth-client/**/*.{ts,tsx}'];
// Server modules: each one says `import 'server-only'`, so a client bundle that reaches one fails to build.
const SERVER_MODULES = ['lib/bff/**/*.ts', 'lib/embedded/**/*.ts', 'lib/config.ts'];

const CONTRACT_MESSAGE = 'Client code imports only types from the operation table; for values use a small module (e.g. @/lib/contract/auth-inputs).';

const local = {
  rules: {
    'server-only': {
      meta: { type: 'problem', schema: [], messages: { missing: "A server module starts with `import 'server-only';` (lint checks it; scripts/server-only-node.mjs lets plain Node run it)." } },
      create: (context) => ({
        Program(program) {
          const marked = program.body.some((node) => node.type === 'ImportDeclaration' && node.source.value === 'server-only' && node.specifiers.length === 0);
          if (!marked) context.report({ node: program, loc: { line: 1, column: 0 }, messageId: 'missing' });
        },
      }),
    },
  },
};

// Layers, enforced here rather than remembered (docs/ARCHITECTURE.md):
const layers = [
  {
    // Components and client-side state never reach the BFF, the embedded platform or server-only code.
    files: ['components/**/*.{ts,tsx}', 'lib/sdk/react/**/*.{ts,tsx}', 'lib/manifest/editor/**/*.{ts,tsx}', 'lib/auth-client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: SERVER_ONLY, message: 'Client code never imports server-only modules (BFF, embedded platform, config).' }] }],
    },
  },
  {
    // The SDK root runs in browsers, Node 18+, Bun and edge runtimes: no React, Next or Node built-ins.
    files: ['lib/sdk/**/*.{ts,tsx}'],
    ignores: ['lib/sdk/react/**', 'lib/sdk/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: NODE_BUILTINS.map((name) => ({ name, message: 'The SDK root is framework-free and runtime-neutral: no Node built-ins.' })),
          patterns: [
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'next', 'next/*', '@tanstack/*', ...SERVER_ONLY], message: 'The SDK root imports no React, Next or server code.' },
            { group: ['./server', './server/*', './react', './react/*'], message: 'The SDK root never imports its /server or /react entries.' },
          ],
        },
      ],
    },
  },
  {
    // The operation table carries every operation's zod schemas (45 KB): browsers never download it. Types are free;
    // a form that validates like the platform imports a small schema module (lib/contract/auth-inputs.ts).
    files: CLIENT,
    ignores: ['lib/sdk/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@/lib/contract', '@/lib/contract/index', '@/lib/contract/define'].map((name) => ({ name, allowTypeImports: true, message: CONTRACT_MESSAGE })),
          patterns: [{ group: ['@/lib/contract/ops', '@/lib/contract/ops/*'], allowTypeImports: true, message: CONTRACT_MESSAGE }],
        },
      ],
    },
  },
  { files: SERVER_MODULES, plugins: { local }, rules: { 'local/server-only': 'error' } },
  {
    // A date or number printed in the browser's locale differs from the server's render (a hydration mismatch): pages
    // format through lib/format (formatDateTime, formatCount, …) or name the locale.
    files: ['components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[arguments.length=0][callee.property.name=/^toLocale(Date|Time)?String$/]",
          message: 'Format dates and numbers with lib/format (formatDateTime, formatDate, formatCount), or name the locale.',
        },
      ],
    },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', '.tmp*/**', 'dist/**'] },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layers,
];

export default config;
