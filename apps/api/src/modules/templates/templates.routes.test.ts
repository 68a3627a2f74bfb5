import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_DATA_FIELDS, type TemplateField } from '@quayside/contract/templates';
import {
  auditLogs,
  companyActivity,
  directors,
  documents,
  generatedDocuments,
  shareholders,
  storedFiles,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart } from '../client/client.test-helpers';
import { asActor, createWorld, type World } from '../companies/companies.test-helpers';
import { getCompanyForActor, toCompany } from '../companies/companies.service';
import { buildTemplateData } from './templates.data';
import { SEED_TEMPLATES, buildDocx, seedTemplates } from './templates.seed';

let t: TestApp;
let w: World;
const DIRECTORS = ['Marcus Lim', 'Elena Petrova', 'Zoë Ångström'];
const templateIds = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  await t.db
    .insert(directors)
    .values(
      DIRECTORS.map((fullName, i) => ({
        companyId: w.companyA.id,
        fullName,
        nationality: i ? 'Bulgarian' : 'Singaporean',
        idType: 'passport',
        idNumber: `P${i}12345`,
      })),
    );
  await t.db.insert(shareholders).values([
    { companyId: w.companyA.id, fullName: 'Marcus Lim', shares: 70000 },
    { companyId: w.companyA.id, fullName: 'Elena Petrova', shares: 30000 },
  ]);
  await seedTemplates({ db: t.db, storage: t.deps.storage });
  await seedTemplates({ db: t.db, storage: t.deps.storage }); // seeding again adds nothing
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/documents/templates?take=50',
    headers: w.auth(w.admin),
  });
  for (const tpl of res.json().templates as { id: string; name: string }[]) templateIds.set(tpl.name, tpl.id);
});
afterAll(async () => {
  await t.close();
});

const docxText = (buffer: Buffer) =>
  new PizZip(buffer)
    .file('word/document.xml')
    ?.asText()
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&') ?? '';

/** The text pdf-lib wrote: the hex strings of the Tj operators in the (deflated) content streams. */
function pdfText(buffer: Buffer): string {
  const out: string[] = [];
  const raw = buffer.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = m[1] ?? '';
    }
    for (const tj of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      out.push(Buffer.from(tj[1] ?? '', 'hex').toString('latin1'));
  }
  return out.join(' ');
}

const idOf = (name: string) => {
  const id = templateIds.get(name);
  if (!id) throw new Error(`template ${name} not seeded`);
  return id;
};

const upload = (
  url: string,
  user: Parameters<World['auth']>[0],
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
) => {
  const parts = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(file
      ? [
          {
            name: 'file',
            filename: file.name,
            content: file.content,
            contentType: file.type ?? 'application/octet-stream',
          },
        ]
      : []),
  ];
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...w.auth(user), ...body.headers },
    payload: body.payload,
  });
};

const generate = (user: Parameters<World['auth']>[0], payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/documents/generate/company', headers: w.auth(user), payload });

describe('the template data', () => {
  it('offers every field of the catalogue, and nothing the catalogue does not name', async () => {
    const company = await toCompany(t.db, await getCompanyForActor(t.db, w.companyA.id, asActor(w.admin)));
    const data = buildTemplateData(company);
    const check = (fields: Record<string, TemplateField>, value: Record<string, unknown>) => {
      expect(Object.keys(value).sort()).toEqual(Object.keys(fields).sort());
      for (const [k, f] of Object.entries(fields)) {
        if (f === 'value') continue;
        if ('list' in f) for (const item of value[k] as Record<string, unknown>[]) check(f.list, item);
        else if (k !== 'custom') check(f.object, value[k] as Record<string, unknown>);
      }
    };
    check(TEMPLATE_DATA_FIELDS, data);
    expect(data.directors).toHaveLength(3);
  });
});

describe('GET /api/documents/templates', () => {
  it('lists the five seeded templates with versionsCount and latestVersion; filters and pages', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/documents/templates',
      headers: w.auth(w.approver),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.templates.length).toBeGreaterThanOrEqual(5);
    const board = body.templates.find((x: { name: string }) => x.name.startsWith('Board resolution'));
    expect(board).toMatchObject({
      purpose: 'board_resolution',
      format: 'docx',
      isActive: true,
      versionsCount: 1,
    });
    expect(board.latestVersion).toMatchObject({
      version: 1,
      engine: 'docxtemplater',
      changeLog: expect.any(String),
    });
    expect(board.latestVersion.contentStoragePath).toMatch(/^templates\//);

    const html = await t.app.inject({
      method: 'GET',
      url: '/api/documents/templates?format=html',
      headers: w.auth(w.preparerA),
    });
    expect(html.json().templates.map((x: { format: string }) => x.format)).toEqual(['html', 'html']);
    const purpose = await t.app.inject({
      method: 'GET',
      url: '/api/documents/templates?purpose=agm_minutes&active=true',
      headers: w.auth(w.admin),
    });
    expect(purpose.json().templates).toHaveLength(1);

    const first = (
      await t.app.inject({ method: 'GET', url: '/api/documents/templates?take=2', headers: w.auth(w.admin) })
    ).json();
    expect(first.templates).toHaveLength(2);
    expect(first.pageInfo.nextCursor).toEqual(expect.any(String));
    const second = (
      await t.app.inject({
        method: 'GET',
        url: `/api/documents/templates?take=2&cursor=${encodeURIComponent(first.pageInfo.nextCursor)}`,
        headers: w.auth(w.admin),
      })
    ).json();
    expect(second.templates.map((x: { id: string }) => x.id)).not.toContain(first.templates[0].id);
  });

  it('answers 403 to clients, 401 without a token, 400 for a bad filter', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/documents/templates', headers: w.auth(w.clientA) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/documents/templates' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/documents/templates?format=pdf',
          headers: w.auth(w.admin),
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/documents/templates', () => {
  const letter = buildDocx([{ text: 'Dear {#directors}{fullName} {/directors}of {company.name}' }]);

  it('an admin creates a DOCX template: "Template created", version 1, audited', async () => {
    const res = await upload(
      '/api/documents/templates',
      w.admin,
      { name: 'Welcome letter', purpose: 'other', format: 'docx' },
      { name: 'welcome.docx', content: letter },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Template created');
    const tpl = res.json().template;
    expect(tpl).toMatchObject({
      name: 'Welcome letter',
      versionsCount: 1,
      latestVersion: { version: 1, engine: 'docxtemplater' },
    });
    expect(tpl.latestVersion.placeholders).toEqual(['company.name', 'directors', 'fullName']);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'template.created'), eq(auditLogs.targetId, tpl.id)));
    expect(audit).toHaveLength(1);
    templateIds.set('Welcome letter', tpl.id);
  });

  it('refuses an unknown placeholder with a 400 naming it (DOCX and HTML)', async () => {
    const bad = buildDocx([{ text: 'Hello {company.nmae}' }]);
    const res = await upload(
      '/api/documents/templates',
      w.admin,
      { name: 'Bad docx', purpose: 'other', format: 'docx' },
      { name: 'bad.docx', content: bad },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Unknown placeholder "{company.nmae}"');
    const loop = buildDocx([{ text: '{#directors}{shares}{/directors}' }]);
    const inLoop = await upload(
      '/api/documents/templates',
      w.admin,
      { name: 'Bad loop', purpose: 'other', format: 'docx' },
      { name: 'bad.docx', content: loop },
    );
    expect(inLoop.json().message).toContain('"{shares}"');
    const html = await upload(
      '/api/documents/templates',
      w.admin,
      { name: 'Bad html', purpose: 'other', format: 'html' },
      { name: 'bad.html', content: Buffer.from('<p>{{#each shareholders}}{{passportNo}}{{/each}}</p>') },
    );
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toContain('Unknown placeholder "{{passportNo}}"');
    const helper = await upload(
      '/api/documents/templates',
      w.admin,
      { name: 'Bad helper', purpose: 'other', format: 'html' },
      { name: 'h.html', content: Buffer.from('<p>{{lookup company "name"}}</p>') },
    );
    expect(helper.statusCode).toBe(400);
    expect(helper.json().message).toContain('helpers are not available');
  });

  it('refuses a broken template, a wrong file for the format, a missing file, bad fields; 409 on a taken name', async () => {
    const unclosed = buildDocx([{ text: '{#directors}{fullName}' }]);
    const broken = await upload(
      '/api/documents/templates',
      w.admin,
      { name: 'Broken', purpose: 'other', format: 'docx' },
      { name: 'b.docx', content: unclosed },
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toContain('The template cannot be read');
    const wrong = await upload(
      '/api/documents/templates',
      w.admin,
      { name: 'Wrong', purpose: 'other', format: 'docx' },
      { name: 'w.docx', content: Buffer.from('<p>hi</p>') },
    );
    expect(wrong.json().message).toBe('A DOCX template must be a Word (.docx) file');
    const missing = await upload('/api/documents/templates', w.admin, {
      name: 'Missing',
      purpose: 'other',
      format: 'html',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Attach the template file (field file)');
    const fields = await upload(
      '/api/documents/templates',
      w.admin,
      { name: 'x', purpose: 'nope', format: 'docx' },
      { name: 'w.docx', content: letter },
    );
    expect(fields.statusCode).toBe(400);
    const taken = await upload(
      '/api/documents/templates',
      w.admin,
      { name: 'welcome LETTER', purpose: 'other', format: 'docx' },
      { name: 'w.docx', content: letter },
    );
    expect(taken.statusCode).toBe(409);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/documents/templates',
      headers: w.auth(w.admin),
      payload: { name: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it("is the admin's: preparers and approvers get 403", async () => {
    for (const user of [w.preparerA, w.approver, w.clientA]) {
      const res = await upload(
        '/api/documents/templates',
        user,
        { name: 'Nope', purpose: 'other', format: 'docx' },
        { name: 'w.docx', content: letter },
      );
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('POST /api/documents/templates/{id}/versions and GET /api/documents/templates/versions', () => {
  it('adds version 2 with its change log: "Template version added"; the list shows both, newest first', async () => {
    const id = idOf('Welcome letter');
    const v2 = buildDocx([{ text: 'Dear directors of {company.name}, dated {date.todayLong}' }]);
    const res = await upload(
      `/api/documents/templates/${id}/versions`,
      w.admin,
      { engine: 'docxtemplater', changeLog: 'Adds the date' },
      { name: 'v2.docx', content: v2 },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Template version added',
      template: { versionsCount: 2, latestVersion: { version: 2, changeLog: 'Adds the date' } },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/documents/templates/versions?templateId=${id}`,
      headers: w.auth(w.preparerA),
    });
    expect(list.json().versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(list.json().versions[0].createdBy).toBe('Ada Admin');
  });

  it('refuses the wrong engine, a missing change log, an unknown placeholder, an unknown template; 403 for non-admins', async () => {
    const id = idOf('Welcome letter');
    const file = { name: 'v.docx', content: buildDocx([{ text: '{company.name}' }]) };
    expect(
      (
        await upload(
          `/api/documents/templates/${id}/versions`,
          w.admin,
          { engine: 'handlebars', changeLog: 'Changed' },
          file,
        )
      ).json().message,
    ).toBe('A DOCX template is filled with docxtemplater');
    expect((await upload(`/api/documents/templates/${id}/versions`, w.admin, {}, file)).statusCode).toBe(400);
    const unknown = await upload(
      `/api/documents/templates/${id}/versions`,
      w.admin,
      { changeLog: 'Typo' },
      { name: 'v.docx', content: buildDocx([{ text: '{firm.nam}' }]) },
    );
    expect(unknown.json().message).toContain('"{firm.nam}"');
    expect(
      (
        await upload(
          '/api/documents/templates/00000000-0000-4000-8000-000000000000/versions',
          w.admin,
          { changeLog: 'Changed' },
          file,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await upload(`/api/documents/templates/${id}/versions`, w.preparerA, { changeLog: 'Changed' }, file))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/documents/templates/versions?templateId=00000000-0000-4000-8000-000000000000',
          headers: w.auth(w.admin),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('render test per seeded template', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'qs-templates-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  for (const seed of SEED_TEMPLATES) {
    it(`${seed.name}: the produced ${seed.format === 'docx' ? 'DOCX' : 'PDF'} names the company and each director${seed.format === 'docx' ? ', and LibreOffice opens it' : ''}`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/documents/templates/preview',
        headers: w.auth(w.preparerA),
        payload: { templateId: idOf(seed.name), companyId: w.companyA.id },
      });
      expect(res.statusCode).toBe(200);
      const bytes = res.rawPayload;
      if (seed.format === 'docx') {
        expect(res.headers['content-type']).toContain('wordprocessingml');
        const text = docxText(bytes);
        expect(text).toContain('Alpha Harbour Pte. Ltd.');
        for (const d of DIRECTORS) expect(text).toContain(d);
        expect(text).not.toMatch(/\{[#/^]?[a-zA-Z.]+\}/);
        // LibreOffice opens the file and converts it; its own text export reads the names back.
        const file = join(outDir, `${seed.seedKey}.docx`);
        writeFileSync(file, bytes);
        execFileSync(
          'soffice',
          [
            '--headless',
            `-env:UserInstallation=file://${outDir}/lo-profile`,
            '--convert-to',
            'pdf',
            '--outdir',
            outDir,
            file,
          ],
          { stdio: 'ignore', timeout: 120_000 },
        );
        expect(
          readFileSync(join(outDir, `${seed.seedKey}.pdf`))
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
        execFileSync(
          'soffice',
          [
            '--headless',
            `-env:UserInstallation=file://${outDir}/lo-profile`,
            '--convert-to',
            'txt:Text',
            '--outdir',
            outDir,
            file,
          ],
          { stdio: 'ignore', timeout: 120_000 },
        );
        const exported = readFileSync(join(outDir, `${seed.seedKey}.txt`), 'utf8');
        expect(exported).toContain('Alpha Harbour Pte. Ltd.');
        for (const d of DIRECTORS) expect(exported).toContain(d);
      } else {
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        const text = pdfText(bytes);
        expect(text).toContain('Alpha Harbour Pte. Ltd.');
        for (const d of DIRECTORS) expect(text).toContain(d.replace('ë', 'ë'));
        expect(text).not.toContain('{{');
      }
    }, 180_000);
  }

  it('the share certificate has one certificate per shareholder; the AGM minutes list the holdings', async () => {
    const cert = await t.app.inject({
      method: 'POST',
      url: '/api/documents/templates/preview',
      headers: w.auth(w.admin),
      payload: { templateId: idOf('Share certificate'), companyId: w.companyA.id },
    });
    const text = pdfText(cert.rawPayload);
    expect(text).toContain('No. 1');
    expect(text).toContain('No. 2');
    expect(text).toContain('70,000');
    const agm = await t.app.inject({
      method: 'POST',
      url: '/api/documents/templates/preview',
      headers: w.auth(w.admin),
      payload: { templateId: idOf('AGM minutes'), companyId: w.companyA.id, overrides: { 'custom.place': 'Level 20, One Raffles Place' } },
    });
    const agmText = docxText(agm.rawPayload);
    expect(agmText).toContain('30,000');
    expect(agmText).toContain('70%');
    expect(agmText).toContain('Level 20, One Raffles Place');
  });

  it('preview: 404 for a company out of reach, 400 for an unknown override, 403 for a client', async () => {
    const id = idOf('Register of directors');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/documents/templates/preview',
          headers: w.auth(w.preparerA),
          payload: { templateId: id, companyId: w.companyB.id },
        })
      ).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/documents/templates/preview',
      headers: w.auth(w.admin),
      payload: { templateId: id, companyId: w.companyA.id, overrides: { 'company.nope': 'x' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Unknown override "company.nope"');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/documents/templates/preview',
          headers: w.auth(w.clientA),
          payload: { templateId: id, companyId: w.companyA.id },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/documents/generate/company', () => {
  it("the company's preparer generates a board resolution: the client sees it in their documents and downloads it", async () => {
    const res = await generate(w.preparerA, {
      templateId: idOf('Board resolution (written resolution of directors)'),
      companyId: w.companyA.id,
      overrides: { 'custom.resolution': 'the Company opens a bank account with Harbour Bank' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'Document generated',
      clientDocumentId: expect.any(String),
      generatedDocumentId: expect.any(String),
      url: expect.any(String),
    });
    const docs = await t.app.inject({
      method: 'GET',
      url: '/api/client/documents',
      headers: w.auth(w.clientA),
    });
    const mine = (docs.json().items as { id: string; name: string; files: { url: string }[] }[]).find(
      (d) => d.id === body.clientDocumentId,
    );
    expect(mine?.name).toBe('Board resolution (written resolution of directors)');
    const download = await t.app.inject({
      method: 'GET',
      url: (mine?.files[0]?.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(download.statusCode).toBe(200);
    const text = docxText(download.rawPayload);
    expect(text).toContain('Alpha Harbour Pte. Ltd.');
    expect(text).toContain('Harbour Bank');
    const activity = await t.db
      .select()
      .from(companyActivity)
      .where(
        and(eq(companyActivity.companyId, w.companyA.id), eq(companyActivity.action, 'document.generated')),
      );
    expect(activity).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'document.generated'), eq(auditLogs.targetId, body.generatedDocumentId)),
      );
    expect(audit).toHaveLength(1);
  });

  it('an admin generates from one version (templateVersionId); a PDF template gives a PDF', async () => {
    const versions = (
      await t.app.inject({
        method: 'GET',
        url: `/api/documents/templates/versions?templateId=${idOf('Welcome letter')}`,
        headers: w.auth(w.admin),
      })
    ).json().versions;
    const v1 = versions.find((v: { version: number }) => v.version === 1);
    const res = await generate(w.admin, { templateVersionId: v1.id, companyId: w.companyB.id });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(generatedDocuments)
      .where(eq(generatedDocuments.id, res.json().generatedDocumentId));
    expect(row).toMatchObject({ templateVersionId: v1.id, format: 'docx' });
    const pdf = await generate(w.admin, {
      templateId: idOf('Register of directors'),
      templateVersionId: 'latest',
      companyId: w.companyA.id,
    });
    expect(pdf.statusCode).toBe(201);
    const [pdfRow] = await t.db
      .select()
      .from(generatedDocuments)
      .where(eq(generatedDocuments.id, pdf.json().generatedDocumentId));
    expect(pdfRow?.fileName).toMatch(/\.pdf$/);
  });

  it("who may: another company's preparer 404, the approver and the client 403; bad bodies 400; unknown template 404", async () => {
    const templateId = idOf('Engagement letter');
    expect((await generate(w.preparerB, { templateId, companyId: w.companyA.id })).statusCode).toBe(404);
    expect((await generate(w.approver, { templateId, companyId: w.companyA.id })).statusCode).toBe(403);
    expect((await generate(w.clientA, { templateId, companyId: w.companyA.id })).statusCode).toBe(403);
    expect((await generate(w.admin, { companyId: w.companyA.id })).statusCode).toBe(400);
    expect((await generate(w.admin, { templateId, companyId: 'nope' })).statusCode).toBe(400);
    expect(
      (await generate(w.admin, { templateId, companyId: w.companyA.id, overrides: { directors: 'x' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await generate(w.admin, {
          templateId: '00000000-0000-4000-8000-000000000000',
          companyId: w.companyA.id,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/documents/generated', () => {
  it('lists by company and template, scoped to the staff member; items and pageInfo', async () => {
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/documents/generated',
      headers: w.auth(w.admin),
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().items.length).toBeGreaterThanOrEqual(3);
    expect(all.json().pageInfo).toMatchObject({ nextCursor: null, hasMore: false });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/documents/generated',
      headers: w.auth(w.preparerA),
    });
    expect(mine.json().items.every((i: { companyId: string }) => i.companyId === w.companyA.id)).toBe(true);
    const approver = await t.app.inject({
      method: 'GET',
      url: '/api/documents/generated',
      headers: w.auth(w.approver),
    });
    expect(approver.json().items.length).toBe(mine.json().items.length);
    const byTemplate = await t.app.inject({
      method: 'GET',
      url: `/api/documents/generated?templateId=${idOf('Register of directors')}`,
      headers: w.auth(w.admin),
    });
    expect(byTemplate.json().items).toHaveLength(1);
    expect(byTemplate.json().items[0]).toMatchObject({
      templateName: 'Register of directors',
      companyName: 'Alpha Harbour Pte. Ltd.',
      format: 'pdf',
      url: expect.any(String),
    });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/documents/generated?take=1',
      headers: w.auth(w.admin),
    });
    expect(page.json().pageInfo.nextCursor).toEqual(expect.any(String));
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/documents/generated?companyId=${w.companyB.id}`,
          headers: w.auth(w.preparerA),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/documents/generated', headers: w.auth(w.clientA) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/documents/generated?cursor=zzz',
          headers: w.auth(w.admin),
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('DELETE /api/documents/generated', () => {
  const fresh = async () =>
    (await generate(w.admin, { templateId: idOf('Engagement letter'), companyId: w.companyA.id })).json() as {
      clientDocumentId: string;
      generatedDocumentId: string;
    };
  const del = (user: Parameters<World['auth']>[0], payload: Record<string, unknown>) =>
    t.app.inject({ method: 'DELETE', url: '/api/documents/generated', headers: w.auth(user), payload });

  it('soft (the preparer, by clientDocumentId): the row stays with the reason; the client no longer sees it', async () => {
    const g = await fresh();
    const res = await del(w.preparerA, {
      clientDocumentId: g.clientDocumentId,
      deletedReason: 'Wrong financial year',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Generated document deleted',
      generatedDocumentId: g.generatedDocumentId,
      hard: false,
      purged: false,
    });
    const [row] = await t.db
      .select()
      .from(generatedDocuments)
      .where(eq(generatedDocuments.id, g.generatedDocumentId));
    expect(row).toMatchObject({ deletedReason: 'Wrong financial year' });
    expect(row?.deletedAt).not.toBeNull();
    const docs = await t.app.inject({
      method: 'GET',
      url: '/api/client/documents',
      headers: w.auth(w.clientA),
    });
    expect(docs.json().items.map((d: { id: string }) => d.id)).not.toContain(g.clientDocumentId);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/documents/generated?includeDeleted=true',
      headers: w.auth(w.admin),
    });
    expect(listed.json().items.find((i: { id: string }) => i.id === g.generatedDocumentId)).toMatchObject({
      deletedReason: 'Wrong financial year',
      url: null,
    });
    expect(
      (await del(w.preparerA, { clientDocumentId: g.clientDocumentId, deletedReason: 'Again' })).statusCode,
    ).toBe(409);
    const activity = await t.db
      .select()
      .from(companyActivity)
      .where(eq(companyActivity.action, 'document.generated_deleted'));
    expect(activity.length).toBeGreaterThanOrEqual(1);
  });

  it('hard with purgeS3 (the admin): the row, the client document and the stored file are gone', async () => {
    const g = await fresh();
    const [before] = await t.db
      .select()
      .from(generatedDocuments)
      .where(eq(generatedDocuments.id, g.generatedDocumentId));
    const [file] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, before?.storedFileId ?? ''));
    if (!file) throw new Error('stored file missing');
    const res = await del(w.admin, {
      generatedDocumentId: g.generatedDocumentId,
      hard: true,
      purgeS3: true,
      deletedReason: 'Issued in error',
    });
    expect(res.json()).toMatchObject({ hard: true, purged: true });
    expect(
      await t.db.select().from(generatedDocuments).where(eq(generatedDocuments.id, g.generatedDocumentId)),
    ).toHaveLength(0);
    expect(await t.db.select().from(documents).where(eq(documents.id, g.clientDocumentId))).toHaveLength(0);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, file.id))).toHaveLength(0);
    await expect(t.deps.storage.get(file.storageKey)).rejects.toThrow();
  });

  it('soft with purgeS3 keeps the record and removes the bytes; hard without purge keeps the file row', async () => {
    const g = await fresh();
    const [before] = await t.db
      .select()
      .from(generatedDocuments)
      .where(eq(generatedDocuments.id, g.generatedDocumentId));
    const [file] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, before?.storedFileId ?? ''));
    if (!file) throw new Error('stored file missing');
    const res = await del(w.admin, {
      generatedDocumentId: g.generatedDocumentId,
      purgeS3: true,
      deletedReason: 'Superseded',
    });
    expect(res.json()).toMatchObject({ hard: false, purged: true });
    const [row] = await t.db
      .select()
      .from(generatedDocuments)
      .where(eq(generatedDocuments.id, g.generatedDocumentId));
    expect(row?.filePurgedAt).not.toBeNull();
    await expect(t.deps.storage.get(file.storageKey)).rejects.toThrow();

    const h = await fresh();
    const [hb] = await t.db
      .select()
      .from(generatedDocuments)
      .where(eq(generatedDocuments.id, h.generatedDocumentId));
    expect(
      (
        await del(w.admin, {
          generatedDocumentId: h.generatedDocumentId,
          hard: true,
          deletedReason: 'Duplicate',
        })
      ).json(),
    ).toMatchObject({ hard: true, purged: false });
    const [kept] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, hb?.storedFileId ?? ''));
    expect(kept?.revokedAt).not.toBeNull();
  });

  it('who may and bad bodies: preparer hard 403, other preparer 404, approver 403, no id 400, two ids naming different documents 404, no reason 400, unknown 404', async () => {
    const g = await fresh();
    expect(
      (
        await del(w.preparerA, {
          generatedDocumentId: g.generatedDocumentId,
          hard: true,
          deletedReason: 'Nope',
        })
      ).json().message,
    ).toBe('Only an admin can remove a generated document for good or purge its file');
    expect(
      (
        await del(w.preparerA, {
          generatedDocumentId: g.generatedDocumentId,
          purgeS3: true,
          deletedReason: 'Nope',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await del(w.preparerB, { generatedDocumentId: g.generatedDocumentId, deletedReason: 'Nope' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await del(w.approver, { generatedDocumentId: g.generatedDocumentId, deletedReason: 'Nope' }))
        .statusCode,
    ).toBe(403);
    expect((await del(w.admin, { deletedReason: 'Nope' })).statusCode).toBe(400);
    const other = await fresh();
    expect(
      (
        await del(w.admin, {
          generatedDocumentId: g.generatedDocumentId,
          clientDocumentId: other.clientDocumentId,
          deletedReason: 'Nope',
        })
      ).statusCode,
    ).toBe(404);
    expect((await del(w.admin, { generatedDocumentId: g.generatedDocumentId })).statusCode).toBe(400);
    expect(
      (
        await del(w.admin, {
          generatedDocumentId: '00000000-0000-4000-8000-000000000000',
          deletedReason: 'Nope',
        })
      ).statusCode,
    ).toBe(404);
  });
});
