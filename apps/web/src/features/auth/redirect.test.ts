import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './redirect';

describe('afterSignInPath', () => {
  it('sends each role to its landing route, case-insensitively', () => {
    expect(afterSignInPath('admin', null)).toBe('/dashboard/admin');
    expect(afterSignInPath('Approver', null)).toBe('/dashboard/approver');
    expect(afterSignInPath('PREPARER', null)).toBe('/dashboard/preparer');
    expect(afterSignInPath('nri_client', null)).toBe('/dashboard/nri');
    expect(afterSignInPath('client', null)).toBe('/dashboard/client');
    expect(afterSignInPath('something-else', null)).toBe('/dashboard/client');
  });

  it('follows next inside the role area only', () => {
    expect(afterSignInPath('admin', '/dashboard/admin/outbox?to=a%40b.c')).toBe(
      '/dashboard/admin/outbox?to=a%40b.c',
    );
    expect(afterSignInPath('client', '/dashboard/client/documents')).toBe('/dashboard/client/documents');
    expect(afterSignInPath('client', '/dashboard/admin')).toBe('/dashboard/client');
    expect(afterSignInPath('client', '/dashboard/clientele')).toBe('/dashboard/client');
  });

  it('ignores anything that is not a same-site path', () => {
    for (const bad of [
      'https://evil.example/dashboard/admin',
      '//evil.example',
      '/\\evil.example',
      'dashboard/admin',
      '',
    ]) {
      expect(afterSignInPath('admin', bad)).toBe('/dashboard/admin');
    }
  });
});
