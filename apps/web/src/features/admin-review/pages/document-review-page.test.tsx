// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminDocument, ReviewQueueResponse } from '@quayside/contract/admin-review';
import { adminMessages } from '@quayside/contract/messages';
import { makeStore } from '../../../app/store';
import { json, startTestServer } from '../../../test/test-server';
import { DocumentReviewPage } from './document-review-page';

/**
 * The review queue against a real HTTP server: a rejection is not sent without a reason, is sent with the reason
 * typed, and the document leaves the queue; the server's refusal is shown in the dialog.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.visit('/dashboard/admin/documents');
  server.seen.length = 0;
});
afterEach(cleanup);

const stamp = '2026-01-01T00:00:00.000Z';
const DOC_ID = '5d1c3b2a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const doc: AdminDocument = {
  id: DOC_ID,
  name: 'Passport (all pages)',
  purpose: 'requirement',
  status: 'Pending',
  isVerified: false,
  rejectionReason: null,
  companyId: null,
  ownerId: '6e2d4c3b-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  taskId: null,
  requirementId: null,
  documentType: 'passport',
  directorId: null,
  shareholderId: null,
  files: [
    {
      fileId: '7f3e5d4c-6a7b-4c8d-8e9f-1a2b3c4d5e6f',
      name: 'passport.png',
      url: '/api/files/signed?key=x',
      mimeType: 'image/png',
      sizeBytes: 2048,
      position: 0,
      pageLabel: null,
    },
  ],
  uploadedAt: stamp,
  updatedAt: stamp,
  ownerName: 'Marcus Lim',
  companyName: 'Harbourline Trading Pte. Ltd.',
  reviewedAt: null,
  reviewedByName: null,
};
const queue = (documents: AdminDocument[]): ReviewQueueResponse => ({
  documents,
  nextCursor: null,
  hasMore: false,
  expiresAt: stamp,
  count: documents.length,
});

describe('DocumentReviewPage', () => {
  it('refuses a rejection without a reason, sends the reason typed, and the document leaves the queue', async () => {
    let rejected = false;
    server.setHandler((req, res, seen) => {
      if (seen.path === '/api/admin/documents/signed') return json(res, 200, queue(rejected ? [] : [doc]));
      if (seen.path === `/api/admin/documents/${DOC_ID}/reject` && req.method === 'POST') {
        rejected = true;
        return json(res, 200, { message: adminMessages.success.documentRejected, document: { ...doc, status: 'Rejected', rejectionReason: 'Blurred' } });
      }
      return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
    });
    render(
      <Provider store={makeStore()}>
        <DocumentReviewPage />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Passport (all pages)' })).toBeTruthy();
    expect(screen.getByAltText('Preview of passport.png')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await within(dialog).findByText(adminMessages.errors.rejectReasonRequired)).toBeTruthy();
    expect(server.seen.some((s) => s.path.endsWith('/reject'))).toBe(false);

    fireEvent.input(within(dialog).getByLabelText('Reason for the client'), { target: { value: 'The photo page is cut off' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    await waitFor(() => expect(server.seen.find((s) => s.path.endsWith('/reject'))?.body).toEqual({ reason: 'The photo page is cut off' }));
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
  });

  it("shows the server's refusal in the dialog", async () => {
    server.setHandler((req, res, seen) => {
      if (seen.path === '/api/admin/documents/signed') return json(res, 200, queue([doc]));
      if (seen.path.endsWith('/reject')) return json(res, 409, { message: 'This document is already rejected', code: 'CONFLICT' });
      return json(res, 404, { message: 'Not Found', code: 'NOT_FOUND' });
    });
    render(
      <Provider store={makeStore()}>
        <DocumentReviewPage />
      </Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('Reason for the client'), { target: { value: 'Blurred' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await within(dialog).findByText('This document is already rejected')).toBeTruthy();
  });
});
