// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedList, type PagedQueryLike } from './paged-list';

afterEach(cleanup);

function query(overrides: Partial<PagedQueryLike> = {}): PagedQueryLike {
  return {
    isLoading: false,
    isFetching: false,
    isError: false,
    error: undefined,
    refetch: vi.fn(),
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    isFetchNextPageError: false,
    ...overrides,
  };
}

function renderList(q: PagedQueryLike, items: string[]) {
  return render(
    <PagedList
      query={q}
      shown={items.length}
      failure="Failed to load tasks"
      noun={['task', 'tasks']}
      empty={<p>No tasks yet</p>}
    >
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </PagedList>,
  );
}

describe('PagedList', () => {
  it('shows a skeleton while the first page loads', () => {
    renderList(query({ isLoading: true }), []);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('shows the failure with a retry when nothing could be loaded', () => {
    const q = query({ isError: true, error: { message: 'The server is down', status: 503 } });
    renderList(q, []);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load tasks');
    expect(screen.getByRole('alert').textContent).toContain('The server is down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state when the list has nothing in it', () => {
    renderList(query(), []);
    expect(screen.getByText('No tasks yet')).toBeTruthy();
  });

  it('counts what is shown and fetches the next page on Show more', () => {
    const q = query({ hasNextPage: true });
    renderList(q, ['one', 'two']);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/Showing 2 tasks/).textContent).toBe('Showing 2 tasks');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(q.fetchNextPage).toHaveBeenCalledOnce();
  });

  it('says all are shown on the last page, with the singular for one', () => {
    renderList(query(), ['one', 'two']);
    expect(screen.getByText(/Showing/).textContent).toBe('Showing 2 tasks (all)');
    cleanup();
    renderList(query(), ['one']);
    expect(screen.getByText(/Showing/).textContent).toBe('Showing 1 task');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('keeps the items when the next page fails and says why under them', () => {
    const q = query({
      hasNextPage: true,
      isError: true,
      isFetchNextPageError: true,
      error: { message: 'Too many requests', status: 429 },
    });
    renderList(q, ['one', 'two']);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('Too many requests');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });
});
