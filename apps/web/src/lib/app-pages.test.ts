import { describe, expect, it } from 'vitest';
import { routes } from '../app/router';
import { isAppPage, sameOriginPath } from './app-pages';

describe('isAppPage (against the app route table)', () => {
  it('accepts the pages the router has, with a query or a fragment', () => {
    expect(isAppPage(routes, '/dashboard/client/tasks/1b2c')).toBe(true);
    expect(isAppPage(routes, '/dashboard/client/documents?status=Pending')).toBe(true);
    expect(isAppPage(routes, '/dashboard/client')).toBe(true);
    expect(isAppPage(routes, '/dashboard/admin/outbox')).toBe(true);
    expect(isAppPage(routes, '/resources/tools#nri-residency')).toBe(true);
  });

  it('refuses staff pages that are not built, unknown paths and other sites', () => {
    expect(isAppPage(routes, '/dashboard/preparer/tasks/1b2c')).toBe(true); // built in issue 14
    expect(isAppPage(routes, '/dashboard/preparer/companies/9')).toBe(true); // built in issue 14
    expect(isAppPage(routes, '/dashboard/preparer/nri/9')).toBe(true);
    expect(isAppPage(routes, '/dashboard/preparer/clients/9')).toBe(false);
    expect(isAppPage(routes, '/dashboard/admin/companies/9')).toBe(true); // built in issue 13
    expect(isAppPage(routes, '/dashboard/approver/companies/9')).toBe(false);
    expect(isAppPage(routes, '/services/astrology')).toBe(false);
    expect(isAppPage(routes, '//evil.example/x')).toBe(false);
    expect(isAppPage(routes, 'https://evil.example/dashboard/client')).toBe(false);
  });
});

describe('sameOriginPath', () => {
  it('gives the path of a link to this app and null for another site', () => {
    expect(sameOriginPath('http://localhost:3000/dashboard/admin?x=1#y', 'http://localhost:3000')).toBe(
      '/dashboard/admin?x=1#y',
    );
    expect(sameOriginPath('https://evil.example/dashboard/admin', 'http://localhost:3000')).toBeNull();
    expect(sameOriginPath('not a url', 'http://localhost:3000')).toBeNull();
  });
});
