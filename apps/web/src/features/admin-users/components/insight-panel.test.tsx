// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InsightHistoryResponse } from '@quayside/contract/admin-comms';
import { adminMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { json, startTestServer } from '../../../test/test-server';
import { InsightPanel } from './insight-panel';

/** The insight editor on the admin's user page against a real HTTP server. */

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(cleanup);

const USER = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const FILE = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const REC = '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f';

/** The panel for the demo client, on the admin's users page. */
function renderPanel() {
  server.visit('/dashboard/admin/users');
  render(
    <Provider store={makeStore()}>
      <InsightPanel userId={USER} name="Clara Client" />
    </Provider>,
  );
}

describe('InsightPanel', () => {
  it('starts from the current version, sends content, kept files and new files as multipart, and lists the history', async () => {
    const history: InsightHistoryResponse = {
      items: [{ id: REC, content: 'Move the year end to March.', files: [{ fileId: FILE, name: 'memo.pdf', url: 'http://x/memo.pdf' }], createdBy: { id: USER, fullName: 'Ada Admin' }, createdAt: '2026-11-20T09:00:00.000Z' }],
    };
    server.setHandler((req, res, seen) => {
      if (seen.path === `/api/admin/insight-recommendation/${USER}/history`) return json(res, 200, history);
      if (seen.path === `/api/admin/insight-recommendation/${USER}` && req.method === 'PUT') {
        return json(res, 200, { message: adminMessages.success.insightUpdated, recommendation: { ...history.items[0], content: 'Register for GST.' } });
      }
      return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
    });
    renderPanel();
    const box = (await screen.findByDisplayValue('Move the year end to March.')) as HTMLTextAreaElement;
    expect((screen.getByLabelText('Keep memo.pdf') as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole('list', { name: 'Recommendation history' })).getByRole('link', { name: /memo\.pdf/ })).toBeTruthy();

    fireEvent.change(box, { target: { value: 'Register for GST.' } });
    const file = new File(['%PDF-1.4 test'], 'gst.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Attach files'), { target: { files: [file] } });
    expect(await screen.findByText('gst.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save recommendation' }));
    await waitFor(() => expect(server.seen.some((s) => s.method === 'PUT')).toBe(true));
    const sent = String(server.seen.find((s) => s.method === 'PUT')?.body);
    expect(sent).toContain('name="content"\r\n\r\nRegister for GST.');
    expect(sent).toContain(`name="keepFileIds"\r\n\r\n${FILE}`);
    expect(sent).toContain('filename="gst.pdf"');
  });

  it('keeps what the admin typed while the history was still loading', async () => {
    const history: InsightHistoryResponse = {
      items: [{ id: REC, content: 'Move the year end to March.', files: [], createdBy: { id: USER, fullName: 'Ada Admin' }, createdAt: '2026-11-20T09:00:00.000Z' }],
    };
    // The history is held until the admin has typed; every request for it is then answered.
    const held: Array<() => void> = [];
    let released = false;
    const answer = () => {
      released = true;
      for (const send of held.splice(0)) send();
    };
    server.setHandler((_req, res, seen) => {
      if (seen.path === `/api/admin/insight-recommendation/${USER}/history`) {
        if (released) return json(res, 200, history);
        held.push(() => json(res, 200, history));
        return;
      }
      return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
    });
    renderPanel();
    const box = screen.getByLabelText('Recommendation') as HTMLTextAreaElement;
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    fireEvent.change(box, { target: { value: 'Register for GST.' } });
    answer();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Recommendation history' })).getByText('Move the year end to March.')).toBeTruthy());
    expect(box.value).toBe('Register for GST.');
  });

  it('refuses a file type it cannot take before sending', async () => {
    server.setHandler((_req, res) => json(res, 200, { items: [] }));
    renderPanel();
    await screen.findByText('No recommendation yet');
    fireEvent.change(screen.getByLabelText('Attach files'), { target: { files: [new File(['x'], 'run.exe')] } });
    expect(await screen.findByText(/run\.exe: send a PDF, JPEG, PNG or DOCX file/)).toBeTruthy();
  });
});
