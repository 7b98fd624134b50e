import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { builtinModules } from 'node:module';

const NODE_BUILTINS = [...builtinModules.filter((m) => !m.startsWith('_')), ...builtinModules.map((m) => `node:${m}`)];
// `@/lib/sdk/server` imports node:async_hooks: bundling it for a browser fails, so client code never imports it.
const SDK_SERVER = ['@/lib/sdk/server', '@/lib/sdk/server/*', '@platform/sdk/server'];
const SERVER_ONLY = ['@/lib/bff', '@/lib/bff/*', '@/lib/embedded', '@/lib/embedded/*', '@/lib/config', 'server-only', 'next/headers', ...SDK_SERVER];

// Layers, enforced here rather than remembered (docs/ARCHITECTURE.md):
const layers = [
  {
    // Components and client-side state never reach the BFF, the embedded platform or server-only code.
    files: ['components/**/*.{ts,tsx}', 'lib/sdk/react/**/*.{ts,tsx}', 'lib/stores/**/*.{ts,tsx}', 'lib/auth/**/*.{ts,tsx}'],
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
