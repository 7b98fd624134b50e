import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRouteMatcher, UNMATCHED_ROUTE } from '@/lib/bff/route-template';
import { routeMatcher } from '@/lib/bff/lifecycle';

describe('createRouteMatcher', () => {
  const match = createRouteMatcher(['/projects/[projectId]', '/projects/new', '/v1/projects/{projectId}/sessions', '/docs/[...slug]', '/help/[[...slug]]', '/(auth)/sign-in']);

  it('gives the template a path matched, ids replaced by their names', () => {
    expect(match('/projects/proj_storefront')).toBe('/projects/[projectId]');
    expect(match('/v1/projects/proj_1/sessions?cursor=abc')).toBe('/v1/projects/{projectId}/sessions');
    expect(match('/docs/a/b/c')).toBe('/docs/[...slug]');
    expect(match('/help')).toBe('/help/[[...slug]]');
    expect(match('/sign-in')).toBe('/sign-in');
  });

  it('prefers a static segment over a parameter, and a parameter over nothing', () => {
    expect(match('/projects/new')).toBe('/projects/new');
    expect(match('/docs')).toBe(UNMATCHED_ROUTE);
    expect(match('/projects/a/b')).toBe(UNMATCHED_ROUTE);
  });

  it('never throws and never echoes the path it was given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.anything()), (path, templates) => {
        const answer = createRouteMatcher(templates)(path);
        expect(typeof answer).toBe('string');
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\/secret-[a-z0-9]{6}$/), (path) => {
        expect(match(path)).toBe(UNMATCHED_ROUTE);
      }),
    );
  });
});

describe('the production request log’s routes', () => {
  it('names every contract route under /v1 and the build’s page templates', () => {
    const match = routeMatcher(['/projects/[projectId]/sessions/[sessionId]']);
    expect(match('/v1/projects/p1/sessions/s1/events')).toBe('/v1/projects/{projectId}/sessions/{sessionId}/events');
    expect(match('/v1/auth/sign-in/password')).toBe('/v1/auth/sign-in/password');
    expect(match('/projects/p1/sessions/s1')).toBe('/projects/[projectId]/sessions/[sessionId]');
    expect(match('/_next/static/chunks/app.js')).toBe('/_next/static/[...path]');
  });
});
