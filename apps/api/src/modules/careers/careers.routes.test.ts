import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREER_OPENINGS } from '@quayside/contract/public-site-careers';
import { jobApplications, mailOutbox, storedFiles } from '../../db/schema/index';
import { signAccessToken } from '../auth/auth.service';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STAFF_INBOX: 'careers@quayside.test' });
});
afterAll(async () => {
  await t.close();
});

function crc32(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    let c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A minimal, real DOCX (a stored zip with the Word content types). */
function docx(): Buffer {
  const files: [string, string][] = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      'word/document.xml',
      '<w:document><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
    ],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of files) {
    const data = Buffer.from(content);
    const nameB = Buffer.from(name);
    const crc = crc32(data);
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0);
    lh.writeUInt16LE(20, 4);
    lh.writeUInt32LE(crc, 14);
    lh.writeUInt32LE(data.length, 18);
    lh.writeUInt32LE(data.length, 22);
    lh.writeUInt16LE(nameB.length, 26);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0);
    ch.writeUInt16LE(20, 4);
    ch.writeUInt16LE(20, 6);
    ch.writeUInt32LE(crc, 16);
    ch.writeUInt32LE(data.length, 20);
    ch.writeUInt32LE(data.length, 24);
    ch.writeUInt16LE(nameB.length, 28);
    ch.writeUInt32LE(offset, 42);
    locals.push(lh, nameB, data);
    centrals.push(ch, nameB);
    offset += 30 + nameB.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** A minimal real PDF: a catalog and a one-page tree (uploads are parsed, so a bare %PDF- header does not pass). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa64a0c0000000049454e44ae426082',
  'hex',
);

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----quaysideTestBoundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const opening = CAREER_OPENINGS[1];
const fields = {
  fullName: 'Kavya Iyer',
  email: 'kavya.iyer@example.com',
  phone: '+91 98100 12345',
  position: opening?.slug ?? '',
  office: 'noida',
  linkedinUrl: 'https://www.linkedin.com/in/kavya-iyer',
  coverLetter: 'Five years of NRI return preparation at a Big Four firm.',
  consent: 'true',
};
const apply = (f: Record<string, string>, file?: { name: string; type: string; data: Buffer }) =>
  t.app.inject({ method: 'POST', url: '/api/careers/applications', ...multipart(f, file) });

describe('POST /api/careers/applications', () => {
  it('stores the application and its PDF CV, e-mails staff and confirms', async () => {
    const res = await apply(fields, { name: 'Kavya Iyer CV.pdf', type: 'application/pdf', data: PDF });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/Thank you for applying/);
    const [row] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.email, 'kavya.iyer@example.com'));
    expect(row).toMatchObject({
      positionTitle: opening?.title,
      office: 'noida',
      cvFileName: 'Kavya Iyer CV.pdf',
    });
    const [file] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, row?.cvFileId ?? ''));
    expect(file).toMatchObject({ purpose: 'cv', mimeType: 'application/pdf', sizeBytes: PDF.length });
    expect((await t.deps.storage.get(file?.storageKey ?? '')).equals(PDF)).toBe(true);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'careers@quayside.test'));
    expect(mail?.subject).toBe(`Job application: ${opening?.title} - Kavya Iyer`);
  });

  it('accepts a DOCX CV and an open application', async () => {
    const res = await apply(
      { ...fields, email: 'open@example.com', position: 'general' },
      { name: 'cv.docx', type: 'application/octet-stream', data: docx() },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.email, 'open@example.com'));
    expect(row?.positionTitle).toBe('Open application');
  });

  it('refuses an image renamed to .pdf by its content (415)', async () => {
    const res = await apply(
      { ...fields, email: 'png@example.com' },
      { name: 'cv.pdf', type: 'application/pdf', data: PNG },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/does not match its name/);
  });

  it('refuses a CV over 5 MB (413) and keeps nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await apply(
      { ...fields, email: 'big@example.com' },
      { name: 'cv.pdf', type: 'application/pdf', data: big },
    );
    expect(res.statusCode).toBe(413);
    expect(
      await t.db.select().from(jobApplications).where(eq(jobApplications.email, 'big@example.com')),
    ).toHaveLength(0);
  });

  it('answers 400 naming every field at fault, including a missing CV and an unknown role', async () => {
    const res = await apply({
      fullName: '',
      email: 'x',
      phone: 'abc',
      position: 'astronaut',
      office: 'mars',
      consent: 'false',
    });
    expect(res.statusCode).toBe(400);
    const keys = Object.keys(res.json().fields as Record<string, string[]>);
    expect(keys).toEqual(expect.arrayContaining(['fullName', 'email', 'phone', 'office', 'consent', 'cv']));
    const unknown = await apply(
      { ...fields, position: 'astronaut' },
      { name: 'cv.pdf', type: 'application/pdf', data: PDF },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.position[0]).toMatch(/no longer open/);
  });

  it('silently drops a submission whose honeypot is filled', async () => {
    const res = await apply(
      { ...fields, email: 'bot@example.com', website: 'x' },
      { name: 'cv.pdf', type: 'application/pdf', data: PDF },
    );
    expect(res.statusCode).toBe(201);
    expect(
      await t.db.select().from(jobApplications).where(eq(jobApplications.email, 'bot@example.com')),
    ).toHaveLength(0);
  });

  it('answers 415 when the body is not multipart', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/careers/applications', payload: fields });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /api/careers/applications', () => {
  it('lists applications and gives a CV link to admins only', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const preparer = await createUser(t.db, { role: 'preparer' });
    const auth = async (u: typeof admin) => ({
      authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, u, 300)}`,
    });
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/careers/applications',
      headers: await auth(preparer),
    });
    expect(denied.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/careers/applications',
      headers: await auth(admin),
    });
    expect(res.statusCode).toBe(200);
    const { applications } = res.json() as { applications: Array<{ id: string; email: string }> };
    expect(applications.map((a) => a.email)).toEqual(['open@example.com', 'kavya.iyer@example.com']);
    const cv = await t.app.inject({
      method: 'GET',
      url: `/api/careers/applications/${applications[1]?.id}/cv`,
      headers: await auth(admin),
    });
    expect(cv.json().url).toContain('/api/files/signed?');
    const download = await t.app.inject({
      method: 'GET',
      url: new URL(cv.json().url).pathname + new URL(cv.json().url).search,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });
});
