import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canOpen, canOpenAccountSection, canOpenGatewayTab, canOpenProjectSection, gatewayEntry, PROJECT_SECTION_PERMISSIONS } from '@/lib/iam';
import { signIn, useHarness } from '../sdk-client/transports';
import type { Platform } from '@/lib/sdk';

describe('sections a user can open', () => {
  it('opens a section with any one of its permissions, and nothing from unknown sections or malformed input', () => {
    expect(canOpenProjectSection(['project.read'], '')).toBe(true);
    expect(canOpenProjectSection(['project.read'], '/secrets')).toBe(false);
    expect(canOpenProjectSection(['project.gateway.logs.read'], '/gateway')).toBe(true);
    expect(canOpenProjectSection(['project.read'], '/nope')).toBe(false);
    expect(canOpenProjectSection(['project.read'], 'constructor')).toBe(false);
    expect(gatewayEntry(['project.gateway.logs.read', 'project.read'])).toBe('/logs');
    expect(gatewayEntry(['project.gateway.spend.read'])).toBe('');
    expect(gatewayEntry([])).toBeNull();
    expect(canOpenGatewayTab(['project.read'], '/routing')).toBe(true);
    expect(canOpenAccountSection('member', '/audit')).toBe(false);
    expect(canOpenAccountSection('admin', '/audit')).toBe(true);
    expect(canOpenAccountSection('member', '/access')).toBe(true);
    expect(canOpenAccountSection(null, '/settings')).toBe(false);
  });

  it('never throws and never opens a section on malformed permissions', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (permissions, href) => {
        const held = Array.isArray(permissions) && permissions.some((p) => typeof p === 'string');
        const opened = canOpenProjectSection(permissions, href);
        if (!held) expect(opened).toBe(false);
        expect(typeof canOpenGatewayTab(permissions, href)).toBe('boolean');
        expect(typeof canOpenAccountSection(permissions, href)).toBe('boolean');
        expect(canOpen(permissions, permissions as string[])).toBe(held && (permissions as unknown[]).some((p) => typeof p === 'string'));
      }),
    );
  });
});

// The navigation's rule agrees with the platform: a section it shows answers its main read, one it hides answers 403.
const MAIN_READ: Record<string, (p: ReturnType<Platform['project']>) => Promise<unknown>> = {
  '': (p) => p.detail(),
  '/sessions': (p) => p.sessions.list(),
  '/approvals': (p) => p.approvals.list(),
  '/manifest': (p) => p.files.list(),
  '/code': (p) => p.files.list(),
  '/triggers': (p) => p.triggers.list(),
  '/secrets': (p) => p.secrets.list(),
  '/connectors': (p) => p.connectors.list(),
  '/marketplace': (p) => p.marketplace.list(),
  '/sandboxes': (p) => p.sandbox.list(),
  '/models': (p) => p.modelDefaults.get(),
  '/channels': (p) => p.channels.slack.installation(),
  '/access': (p) => p.access.list(),
  '/settings': (p) => p.detail(),
};

describe('the section rule agrees with the embedded platform', () => {
  const h = useHarness('in-process');
  for (const email of ['demo@example.com', 'member@example.com']) {
    it(`for ${email} on every project section`, async () => {
      const project = (await signIn(h, email)).api.project('proj_storefront');
      const { permissions } = await project.detail();
      // Every section checked here is one the navigation lists (sections added by other areas are checked by theirs).
      for (const href of Object.keys(MAIN_READ)) expect(Object.keys(PROJECT_SECTION_PERMISSIONS)).toContain(href);
      for (const [href, read] of Object.entries(MAIN_READ)) {
        const status = await read(project).then(() => 200, (e: { status?: number }) => e.status);
        expect({ href, status }).toEqual({ href, status: canOpenProjectSection(permissions, href) ? 200 : 403 });
      }
      const gateway = gatewayEntry(permissions);
      expect(gateway).not.toBeNull();
      const tab = { '': () => project.gateway.overview(), '/logs': () => project.gateway.logs() }[gateway as '' | '/logs'];
      await expect(tab()).resolves.toBeDefined();
    });
  }
});
