// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminChatsResponse, AdminContactMessagesResponse, CalendarAction, CalendarActionsTodayResponse } from '@quayside/contract/admin-comms';
import { adminMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { json, startTestServer } from '../../../test/test-server';
import { CalendarActionsPage } from './calendar-actions-page';
import { ChatsPage } from './chats-page';
import { ContactMessagesPage } from './contact-messages-page';
import { NotifyPage } from './notify-page';

/** The admin's communication pages against a real HTTP server: what they send and what they show. */

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});
afterEach(cleanup);

function renderAt(path: string, page: ReactNode) {
  server.visit(path);
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </Provider>,
  );
}

const notFound = { message: 'Not Found', code: 'NOT_FOUND' };
const A = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const B = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const C = '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f';

describe('NotifyPage', () => {
  it('checks the form, confirms with the number of users, sends and shows "Notification sent to N users"', async () => {
    server.setHandler((req, res, seen) => {
      if (seen.path === '/api/admin/notify-all/recipients') return json(res, 200, { count: 7 });
      if (seen.path === '/api/admin/notify-all' && req.method === 'POST') return json(res, 202, { message: adminMessages.success.notificationSent(7), count: 7 });
      return json(res, 404, notFound);
    });
    renderAt('/dashboard/admin/notify', <NotifyPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    expect(await screen.findByText('Enter a title')).toBeTruthy();
    expect(server.seen).toHaveLength(0);

    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'Office closed' } });
    fireEvent.input(screen.getByLabelText('Message'), { target: { value: 'Closed on Friday.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Send to 7 users?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to 7 users' }));
    await waitFor(() => expect(server.seen.find((s) => s.method === 'POST')?.body).toEqual({ title: 'Office closed', message: 'Closed on Friday.' }));
    expect(await screen.findByText('Notification sent to 7 users')).toBeTruthy();
  });

  it('shows the fallback "Failed to send notification" when the server gives no message', async () => {
    server.setHandler((req, res, seen) => {
      if (seen.path === '/api/admin/notify-all/recipients') return json(res, 200, { count: 3 });
      res.statusCode = 500;
      res.end();
    });
    renderAt('/dashboard/admin/notify', <NotifyPage />);
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'Office closed' } });
    fireEvent.input(screen.getByLabelText('Message'), { target: { value: 'Closed on Friday.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send to 3 users' }));
    expect(await screen.findByText(adminMessages.fallback.notify)).toBeTruthy();
  });
});

describe('ChatsPage', () => {
  it('says honestly that nobody has chatted yet', async () => {
    server.setHandler((_req, res) => json(res, 200, { conversations: [], nextCursor: null, hasMore: false }));
    renderAt('/dashboard/admin/chats', <ChatsPage />);
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
  });

  it('lists each conversation with its people, last message and counts', async () => {
    const body: AdminChatsResponse = {
      conversations: [
        {
          userA: { id: A, fullName: 'Clara Client', email: 'clara@example.com', role: 'client' },
          userB: { id: B, fullName: 'Priya Preparer', email: 'priya@example.com', role: 'preparer' },
          messageCount: 4,
          unreadCount: 1,
          lastMessage: { id: C, senderId: B, type: 'text', content: 'Filed this morning.', fileName: null, sentAt: '2026-11-20T09:00:00.000Z' },
        },
      ],
      nextCursor: null,
      hasMore: false,
    };
    server.setHandler((_req, res) => json(res, 200, body));
    renderAt('/dashboard/admin/chats', <ChatsPage />);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('Clara Client')).toBeTruthy();
    expect(within(list).getByText('Filed this morning.')).toBeTruthy();
    expect(within(list).getByText('1 unread')).toBeTruthy();
    expect(within(list).getByText(/4 messages/)).toBeTruthy();
  });
});

describe('CalendarActionsPage', () => {
  const entry: CalendarAction = {
    id: A,
    companyId: B,
    companyName: 'Alpha Harbour Pte. Ltd.',
    ownerName: 'Clara Client',
    title: 'GST return',
    description: null,
    dueDate: '2026-11-01',
    status: 'overdue',
    kind: 'other',
    source: 'rule',
    reference: null,
    periodEnd: null,
    completedAt: null,
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
  it('shows today and overdue, and saves an edit with "Calendar action updated"', async () => {
    const today: CalendarActionsTodayResponse = { today: '2026-11-26', dueToday: [], dueTodayCount: 0, overdue: [entry], overdueCount: 1 };
    server.setHandler((req, res, seen) => {
      if (seen.path === '/api/admin/calendar-actions/today') return json(res, 200, today);
      if (seen.path === '/api/admin/calendar-actions' && req.method === 'GET') return json(res, 200, { items: [entry], nextCursor: null, hasMore: false });
      if (seen.path === `/api/admin/calendar-actions/${A}` && req.method === 'PUT') {
        return json(res, 200, { message: adminMessages.success.calendarActionUpdated, entry: { ...entry, status: 'done', description: 'Filed late' } });
      }
      return json(res, 404, notFound);
    });
    renderAt('/dashboard/admin/calendar', <CalendarActionsPage />);
    const overdue = await screen.findByRole('list', { name: 'Overdue' });
    expect(within(overdue).getByText('GST return')).toBeTruthy();
    expect(await screen.findByText('Nothing due today')).toBeTruthy();
    fireEvent.click(within(overdue).getByRole('button', { name: /Edit GST return/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('State'), { target: { value: 'done' } });
    fireEvent.input(within(dialog).getByLabelText('Description'), { target: { value: 'Filed late' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.seen.find((s) => s.method === 'PUT')?.body).toEqual({ title: 'GST return', description: 'Filed late', dueDate: '2026-11-01', state: 'done' }),
    );
  });
});

describe('ContactMessagesPage', () => {
  it('opens a message and marks it handled', async () => {
    const list: AdminContactMessagesResponse = {
      messages: [
        {
          id: A,
          fullName: 'Omar Haddad',
          email: 'omar@example.com',
          phone: null,
          company: 'Haddad Trading',
          topic: 'accounting',
          message: 'We need monthly bookkeeping.',
          createdAt: '2026-11-25T10:00:00.000Z',
          handledAt: null,
          handledByName: null,
        },
      ],
      nextCursor: null,
      hasMore: false,
    };
    server.setHandler((req, res, seen) => {
      if (seen.path === '/api/admin/contact-messages') return json(res, 200, list);
      if (seen.path === `/api/admin/contact-messages/${A}/handled`) {
        return json(res, 200, { message: adminMessages.success.contactHandled, contactMessage: { ...list.messages[0], handledAt: '2026-11-26T10:00:00.000Z', handledByName: 'Ada Admin' } });
      }
      return json(res, 404, notFound);
    });
    renderAt('/dashboard/admin/contact-messages', <ContactMessagesPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Omar Haddad/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Haddad Trading')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(server.seen.find((s) => s.method === 'PUT')?.body).toEqual({ handled: true }));
  });
});
