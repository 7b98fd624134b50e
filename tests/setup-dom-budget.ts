// Component tests (the files under `@vitest-environment jsdom`): Testing Library's `waitFor` and `findBy*` give up after
// 1 s by default, which a loaded two-core machine overran (a render that settles in 50 ms quiet took longer while the
// e2e suite and a build ran beside the unit tests). A budget, as Playwright's: a passing wait returns as soon as it
// holds; this only decides when a stuck one gives up. Node-environment files skip it (nothing to load).
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
