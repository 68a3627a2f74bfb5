// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useUrlFilters } from './use-url-filters';

afterEach(cleanup);

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ filters: useUrlFilters(), location: useLocation() }), { wrapper });
}

describe('useUrlFilters', () => {
  it('sets a filter and takes it away when emptied, keeping the others', () => {
    const { result } = setup('/tasks?q=vat');
    act(() => result.current.filters.setParam('status', 'Pending'));
    expect(result.current.location.search).toBe('?q=vat&status=Pending');
    act(() => result.current.filters.setParam('q', ''));
    expect(result.current.location.search).toBe('?status=Pending');
  });

  it('changes several keys at once and clears them all', () => {
    const { result } = setup('/tasks?status=Pending&q=vat');
    act(() => result.current.filters.update({ status: null, open: '1' }));
    expect(result.current.filters.params.get('status')).toBeNull();
    expect(result.current.filters.params.get('open')).toBe('1');
    expect(result.current.filters.params.get('q')).toBe('vat');
    act(() => result.current.filters.clear());
    expect(result.current.location.search).toBe('');
  });
});
