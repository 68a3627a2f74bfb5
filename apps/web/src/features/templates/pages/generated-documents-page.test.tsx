// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { templateMessages } from '@quayside/contract/messages';
import type { GeneratedDocument } from '@quayside/contract/templates';
import { makeStore } from '../../../app/store';
import { json, startTestServer } from '../../../test/test-server';
import { GeneratedDocumentsPage } from './generated-documents-page';

/** The generated documents screen against a real HTTP server: the delete options each role gets and what is sent. */

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});
afterEach(cleanup);

const DOC: GeneratedDocument = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  generatedDocumentId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  clientDocumentId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  templateId: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f',
  templateName: 'Board resolution',
  templateVersionId: '4d5e6f7a-8b9c-4d0e-8f1a-3b4c5d6e7f8a',
  version: 1,
  companyId: '5e6f7a8b-9c0d-4e1f-8a2b-4c5d6e7f8a9b',
  companyName: 'Harbourline Trading Pte. Ltd.',
  name: 'Board resolution',
  fileName: 'Board resolution - Harbourline Trading Pte. Ltd.docx',
  format: 'docx',
  url: 'http://localhost/api/files/signed?key=x',
  generatedBy: 'Priya Sharma',
  createdAt: '2026-11-27T00:00:00.000Z',
  deletedAt: null,
  deletedReason: null,
  filePurged: false,
};

function serve() {
  server.setHandler((req, res, seen) => {
    if (seen.path === '/api/documents/templates') return json(res, 200, { templates: [], pageInfo: { nextCursor: null, hasMore: false } });
    if (seen.path === '/api/documents/generated' && req.method === 'GET') return json(res, 200, { items: [DOC], pageInfo: { nextCursor: null, hasMore: false } });
    if (seen.path === '/api/documents/generated' && req.method === 'DELETE')
      return json(res, 200, { message: templateMessages.success.deleted, generatedDocumentId: DOC.id, hard: true, purged: true });
    return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
  });
}

function renderPage(props: { canDelete?: boolean; canPurge?: boolean }) {
  server.visit('/dashboard/admin/generated-documents');
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/dashboard/admin/generated-documents']}>
        <GeneratedDocumentsPage templatesHref="/dashboard/admin/templates" {...props} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('GeneratedDocumentsPage', () => {
  it('lets the admin remove for good and purge, with a reason; the reason is required', async () => {
    serve();
    renderPage({ canDelete: true, canPurge: true });
    const list = await screen.findByRole('list', { name: 'Generated documents' });
    expect(within(list).getByText(/Harbourline Trading Pte. Ltd. · /)).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Delete Board resolution of Harbourline Trading Pte. Ltd.' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    expect(await within(dialog).findByText('Give a reason (at least 3 characters)')).toBeTruthy();
    expect(server.seen.filter((s) => s.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByLabelText(/Remove for good and purge the file/));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Issued in error' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    // happy-dom's XMLHttpRequest sends no body with a DELETE: the body and the answer are checked by the API tests and
    // the e2e journey (templates.spec.ts); here, that nothing is sent until a reason is given, then one DELETE.
    await waitFor(() => expect(server.seen.filter((s) => s.method === 'DELETE' && s.path === '/api/documents/generated')).toHaveLength(1));
  });

  it('offers the preparer only the withdrawal, and the approver no delete at all', async () => {
    serve();
    renderPage({ canDelete: true, canPurge: false });
    const list = await screen.findByRole('list', { name: 'Generated documents' });
    fireEvent.click(within(list).getByRole('button', { name: /^Delete Board resolution/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Withdraw \(keep the record\)/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Remove for good/)).toBeNull();
    cleanup();
    renderPage({});
    const readOnly = await screen.findByRole('list', { name: 'Generated documents' });
    expect(within(readOnly).getByRole('link', { name: `Download ${DOC.fileName}` })).toBeTruthy();
    expect(within(readOnly).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});
