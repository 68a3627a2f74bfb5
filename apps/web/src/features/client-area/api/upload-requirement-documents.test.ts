// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startTestServer } from '../../../test/test-server';
import { uploadRequirementDocuments } from './upload-requirement-documents';

/** The multipart shape of POST /api/client/tasks/requirements/{id}/upload, against a real HTTP server. */

let server: Awaited<ReturnType<typeof startTestServer>>;
const REQ = '7d0c4c1e-8f1a-4d3b-9c55-2b1f8a6e4d21';
const doc = {
  id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  name: 'Passport',
  purpose: 'requirement',
  status: 'Pending',
  isVerified: false,
  rejectionReason: null,
  companyId: null,
  ownerId: '4b0c6f0e-6a55-4c1b-9d2a-0d5f0a3f1c11',
  taskId: null,
  requirementId: REQ,
  documentType: null,
  directorId: null,
  shareholderId: null,
  files: [],
  uploadedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.visit('/');
  server.seen.length = 0;
  server.setHandler((_req, res) =>
    json(res, 200, { message: 'Document(s) uploaded', requirementId: REQ, uploadedDoc: doc }),
  );
});

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
const raw = () => String(server.seen[0]?.body ?? '');

describe('uploadRequirementDocuments', () => {
  it('sends one file under "document"', async () => {
    const result = await uploadRequirementDocuments({
      requirementId: REQ,
      taskId: 't',
      files: [pdf('one.pdf')],
    });
    expect(result.requirementId).toBe(REQ);
    expect(server.seen[0]?.path).toBe(`/api/client/tasks/requirements/${REQ}/upload`);
    expect(raw()).toContain('name="document"; filename="one.pdf"');
    expect(raw()).not.toContain('name="documents"');
  });

  it('sends several under "documents", with the page labels as JSON text and replace', async () => {
    await uploadRequirementDocuments({
      requirementId: REQ,
      taskId: 't',
      files: [pdf('front.pdf'), pdf('back.pdf')],
      pageLabels: ['Front', 'Back'],
      replace: true,
    });
    expect(raw().match(/name="documents"/g)).toHaveLength(2);
    expect(raw()).toContain('["Front","Back"]');
    expect(raw()).toMatch(/name="replace"\r\n\r\ntrue/);
  });

  it('refuses to send nothing with "No files provided"', async () => {
    await expect(uploadRequirementDocuments({ requirementId: REQ, taskId: 't', files: [] })).rejects.toThrow(
      'No files provided',
    );
    expect(server.seen).toHaveLength(0);
  });

  it("shows the server's message when it refuses, else the call's fallback", async () => {
    server.setHandler((_req, res) =>
      json(res, 415, { message: 'Only PDF, JPEG or PNG files', code: 'UNSUPPORTED_MEDIA_TYPE' }),
    );
    await expect(
      uploadRequirementDocuments({ requirementId: REQ, taskId: 't', files: [pdf('a.pdf')] }),
    ).rejects.toThrow('Only PDF, JPEG or PNG files');
    server.setHandler((_req, res) => {
      res.writeHead(400);
      res.end();
    });
    await expect(
      uploadRequirementDocuments({ requirementId: REQ, taskId: 't', files: [pdf('a.pdf')] }),
    ).rejects.toThrow('Failed to upload document(s) to requirement');
  });
});
