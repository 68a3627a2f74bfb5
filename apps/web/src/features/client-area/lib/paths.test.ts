import { describe, expect, it } from 'vitest';
import { clientPaths, safeAppPath } from './paths';

describe('safeAppPath', () => {
  it('keeps links to pages the app has', () => {
    expect(safeAppPath('/dashboard/client/tasks/abc')).toBe('/dashboard/client/tasks/abc');
    expect(safeAppPath(clientPaths.calendar)).toBe(clientPaths.calendar);
  });

  it('drops links to pages not built yet (staff pages), to other sites and empty links', () => {
    expect(safeAppPath('/dashboard/preparer/clients/abc')).toBeNull();
    expect(safeAppPath('/dashboard/approver/companies/abc')).toBeNull();
    expect(safeAppPath('https://evil.example/dashboard/client')).toBeNull();
    expect(safeAppPath('//evil.example')).toBeNull();
    expect(safeAppPath(null)).toBeNull();
    expect(safeAppPath('')).toBeNull();
  });
});
