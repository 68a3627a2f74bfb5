import PizZip from 'pizzip';
import type { TemplateFormat, TemplatePurpose } from '@quayside/contract/templates';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { createTemplate, findSeededTemplate } from './templates.service';

/**
 * The firm's standard templates, seeded on a fresh installation (and by the demo seed): a board resolution, AGM
 * minutes and an engagement letter as Word templates; a share certificate and a register of directors as HTML
 * rendered to PDF. The Word files are built here from their paragraphs, so the wording is reviewable as text.
 */

type Para =
  | {
      text: string;
      bold?: boolean;
      italic?: boolean;
      size?: number;
      align?: 'center' | 'right' | 'both';
      spaceAfter?: number;
    }
  | { table: string[][]; header?: boolean };

const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function runXml(text: string, opts: { bold?: boolean; italic?: boolean; size?: number }): string {
  const props = [
    opts.bold ? '<w:b/>' : '',
    opts.italic ? '<w:i/>' : '',
    opts.size ? `<w:sz w:val="${opts.size * 2}"/>` : '',
  ].join('');
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
}

function paraXml(p: Para): string {
  if ('table' in p) {
    const rows = p.table
      .map((cells, r) => {
        const tcs = cells
          .map(
            (c) =>
              `<w:tc><w:tcPr><w:tcW w:w="0" w:type="auto"/></w:tcPr><w:p>${runXml(c, { bold: p.header === true && r === 0 })}</w:p></w:tc>`,
          )
          .join('');
        return `<w:tr>${tcs}</w:tr>`;
      })
      .join('');
    const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="999999"/>`;
    const borders = `<w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('')}</w:tblBorders>`;
    return `<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/>${borders}</w:tblPr>${rows}</w:tbl><w:p/>`;
  }
  const pPr = [
    p.align ? `<w:jc w:val="${p.align}"/>` : '',
    `<w:spacing w:after="${p.spaceAfter ?? 160}"/>`,
  ].join('');
  return `<w:p><w:pPr>${pPr}</w:pPr>${runXml(p.text, p)}</w:p>`;
}

/** A minimal, valid Word document (opens in Word and LibreOffice) holding these paragraphs and tables. */
export function buildDocx(paras: readonly Para[]): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paras.map(paraXml).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }) as Buffer;
}

const BOARD_RESOLUTION: Para[] = [
  { text: '{company.name}', bold: true, size: 16, align: 'center', spaceAfter: 60 },
  { text: '(Company registration no. {company.registrationNumber})', align: 'center', spaceAfter: 60 },
  { text: 'Incorporated in {company.jurisdictionName}', align: 'center', spaceAfter: 60 },
  { text: 'Registered office: {registeredAddress}', align: 'center', spaceAfter: 320 },
  { text: "DIRECTORS' RESOLUTIONS IN WRITING", bold: true, size: 13, align: 'center', spaceAfter: 240 },
  {
    text: "The undersigned, being all the directors of the Company for the time being, pass the following resolution in writing pursuant to the Company's constitution, dated {date.todayLong}.",
    align: 'both',
  },
  {
    text: '{#custom.subject}{custom.subject}{/custom.subject}{^custom.subject}Approval of the unaudited financial statements{/custom.subject}',
    bold: true,
  },
  {
    text: 'RESOLVED THAT {#custom.resolution}{custom.resolution}{/custom.resolution}{^custom.resolution}the financial statements of the Company for the financial year ended {company.financialYearEnd} be and are hereby approved, and that any director be authorised to sign them on behalf of the board{/custom.resolution}.',
    align: 'both',
  },
  {
    text: 'This resolution may be signed in counterparts, each of which is an original.',
    italic: true,
    spaceAfter: 320,
  },
  { text: '{#directors}', spaceAfter: 0 },
  { text: '______________________________', spaceAfter: 0 },
  { text: '{fullName}, Director ({nationality}, {idType} {idNumber})', spaceAfter: 320 },
  { text: '{/directors}', spaceAfter: 0 },
  {
    text: '{^hasDirectors}This company has no director on record: add the directors before this resolution is signed.{/hasDirectors}',
    italic: true,
  },
];

const AGM_MINUTES: Para[] = [
  { text: '{company.name}', bold: true, size: 16, align: 'center', spaceAfter: 60 },
  { text: '(Company registration no. {company.registrationNumber})', align: 'center', spaceAfter: 240 },
  { text: 'MINUTES OF THE ANNUAL GENERAL MEETING', bold: true, size: 13, align: 'center', spaceAfter: 240 },
  {
    text: 'Held at {#custom.place}{custom.place}{/custom.place}{^custom.place}{registeredAddress}{/custom.place} on {#custom.meetingDate}{custom.meetingDate}{/custom.meetingDate}{^custom.meetingDate}{date.todayLong}{/custom.meetingDate}.',
    align: 'both',
  },
  { text: 'Present (directors):', bold: true, spaceAfter: 60 },
  { text: '{#directors}', spaceAfter: 0 },
  { text: '{number}. {fullName}', spaceAfter: 60 },
  { text: '{/directors}', spaceAfter: 0 },
  { text: '{#hasShareholders}', spaceAfter: 0 },
  { text: 'Members present in person or by proxy:', bold: true, spaceAfter: 60 },
  {
    table: [
      ['Member', 'Shares held', 'Holding'],
      ['{#shareholders}{fullName}', '{sharesText} {shareClass}', '{percentage}{/shareholders}'],
    ],
    header: true,
  },
  { text: 'Total issued shares: {totalSharesText}.' },
  { text: '{/hasShareholders}', spaceAfter: 0 },
  {
    text: '{#custom.chair}{custom.chair}{/custom.chair}{^custom.chair}The chair of the board{/custom.chair} took the chair and declared the meeting quorate.',
    align: 'both',
  },
  {
    text: "1. Financial statements. RESOLVED THAT the financial statements for the financial year ended {company.financialYearEnd}, with the directors' statement, be received and adopted.",
    align: 'both',
  },
  {
    text: '2. Directors. RESOLVED THAT the directors retiring by rotation, being eligible, be re-elected.',
    align: 'both',
  },
  {
    text: '3. Auditors. RESOLVED THAT the Company, being exempt from audit, does not appoint auditors for the next financial year.',
    align: 'both',
  },
  { text: 'There being no other business, the meeting closed.', spaceAfter: 320 },
  { text: '______________________________', spaceAfter: 0 },
  { text: 'Chair of the meeting' },
];

const ENGAGEMENT_LETTER: Para[] = [
  { text: '{firm.name}', bold: true, size: 14, spaceAfter: 0 },
  { text: '{firm.address}', spaceAfter: 0 },
  { text: '{firm.email} · {firm.phone}', spaceAfter: 320 },
  { text: '{date.todayLong}', spaceAfter: 240 },
  { text: 'The Board of Directors', spaceAfter: 0 },
  { text: '{company.name}', bold: true, spaceAfter: 0 },
  { text: '{registeredAddress}', spaceAfter: 240 },
  { text: 'For the attention of:', spaceAfter: 0 },
  { text: '{#directors}', spaceAfter: 0 },
  { text: '{fullName}', spaceAfter: 0 },
  { text: '{/directors}', spaceAfter: 240 },
  { text: 'LETTER OF ENGAGEMENT', bold: true, size: 13, spaceAfter: 240 },
  { text: 'Dear directors,', spaceAfter: 160 },
  {
    text: 'Thank you for appointing {firm.name} to act for {company.name} ({company.companyType}, {company.jurisdictionName}). This letter sets out the services we will provide and the terms on which we provide them.',
    align: 'both',
  },
  { text: '1. Services', bold: true, spaceAfter: 60 },
  { text: '{#hasServices}', spaceAfter: 0 },
  { text: '{#services}', spaceAfter: 0 },
  { text: '{number}. {name} ({status}, from {startedAt})', spaceAfter: 60 },
  { text: '{/services}', spaceAfter: 0 },
  { text: '{/hasServices}', spaceAfter: 0 },
  { text: '{^hasServices}The services will be agreed with you in writing before we begin.{/hasServices}' },
  { text: '2. Your responsibilities', bold: true, spaceAfter: 60 },
  {
    text: "The directors remain responsible for the Company's records and for giving us complete and accurate information on time, including the identity documents we need under anti-money-laundering law.",
    align: 'both',
  },
  { text: '3. Fees', bold: true, spaceAfter: 60 },
  {
    text: '{#custom.fees}{custom.fees}{/custom.fees}{^custom.fees}Our fees are those of the services listed above, invoiced in advance; government fees are passed on at cost.{/custom.fees}',
    align: 'both',
  },
  { text: 'Your preparer at the firm is {preparer.fullName} ({preparer.email}).', spaceAfter: 320 },
  { text: 'Yours faithfully,', spaceAfter: 480 },
  { text: 'For and on behalf of {firm.name}', spaceAfter: 320 },
  { text: 'Agreed for and on behalf of {company.name}:', bold: true, spaceAfter: 240 },
  { text: '{#directors}', spaceAfter: 0 },
  { text: '______________________________  {fullName}, Director', spaceAfter: 240 },
  { text: '{/directors}', spaceAfter: 0 },
];

const SHARE_CERTIFICATE = `<!doctype html>
<html><head><title>Share certificate</title></head>
<body>
{{#each shareholders}}
<h1 class="center">{{company.name}}</h1>
<p class="center">Company registration no. {{company.registrationNumber}} · Incorporated in {{company.jurisdictionName}}</p>
<p class="center">Registered office: {{registeredAddress}}</p>
<hr>
<h2 class="center">SHARE CERTIFICATE No. {{number}}</h2>
<p>This is to certify that <strong>{{fullName}}</strong>{{#if address}} of {{address}}{{/if}} is the registered holder of
<strong>{{sharesText}} {{shareClass}} shares</strong> in the capital of {{company.name}}, subject to the constitution of the Company.</p>
<p>Given under the authority of the directors on {{date.todayLong}}.</p>
<table>
<tr><th>Director</th><th>Signature</th></tr>
{{#each @root.directors}}<tr><td>{{fullName}}</td><td></td></tr>{{/each}}
</table>
<p><em>No transfer of any of the shares comprised in this certificate will be registered until this certificate has been surrendered to the Company.</em></p>
<hr>
{{else}}
<h1 class="center">{{company.name}}</h1>
<p>The company has no shareholders on record, so there is no certificate to issue. Directors: {{#each directors}}{{fullName}}{{#unless @last}}, {{/unless}}{{/each}}.</p>
{{/each}}
</body></html>
`;

const REGISTER_OF_DIRECTORS = `<!doctype html>
<html><head><title>Register of directors</title></head>
<body>
<h1>{{company.name}}</h1>
<p>Company registration no. {{company.registrationNumber}} · {{company.companyType}} · {{company.jurisdictionName}}</p>
<p>Registered office: {{registeredAddress}}</p>
<h2>Register of directors</h2>
<p>As at {{date.todayLong}}. Number of directors: {{directorsCount}}.</p>
{{#if hasDirectors}}
<table>
<tr><th>No.</th><th>Full name</th><th>Nationality</th><th>Identification</th><th>Residential address</th></tr>
{{#each directors}}<tr><td>{{number}}</td><td>{{fullName}}{{#if isNominee}} (nominee){{/if}}</td><td>{{nationality}}</td><td>{{idType}} {{idNumber}}</td><td>{{address}}</td></tr>
{{/each}}
</table>
{{else}}
<p>No director is on record.</p>
{{/if}}
<p>Kept at the registered office by {{firm.name}}, company secretary.</p>
</body></html>
`;

export type SeedTemplate = {
  seedKey: string;
  name: string;
  purpose: TemplatePurpose;
  format: TemplateFormat;
  fileName: string;
  file: () => Buffer;
};

export const SEED_TEMPLATES: readonly SeedTemplate[] = [
  {
    seedKey: 'board-resolution',
    name: 'Board resolution (written resolution of directors)',
    purpose: 'board_resolution',
    format: 'docx',
    fileName: 'board-resolution.docx',
    file: () => buildDocx(BOARD_RESOLUTION),
  },
  {
    seedKey: 'agm-minutes',
    name: 'AGM minutes',
    purpose: 'agm_minutes',
    format: 'docx',
    fileName: 'agm-minutes.docx',
    file: () => buildDocx(AGM_MINUTES),
  },
  {
    seedKey: 'share-certificate',
    name: 'Share certificate',
    purpose: 'share_certificate',
    format: 'html',
    fileName: 'share-certificate.html',
    file: () => Buffer.from(SHARE_CERTIFICATE),
  },
  {
    seedKey: 'register-of-directors',
    name: 'Register of directors',
    purpose: 'register',
    format: 'html',
    fileName: 'register-of-directors.html',
    file: () => Buffer.from(REGISTER_OF_DIRECTORS),
  },
  {
    seedKey: 'engagement-letter',
    name: 'Engagement letter',
    purpose: 'engagement_letter',
    format: 'docx',
    fileName: 'engagement-letter.docx',
    file: () => buildDocx(ENGAGEMENT_LETTER),
  },
];

/** Seeds the standard templates once each (a template already seeded, or renamed since, is left alone). */
export async function seedTemplates(deps: { db: Db; storage: Storage }): Promise<void> {
  for (const t of SEED_TEMPLATES) {
    if (await findSeededTemplate(deps.db, t.seedKey)) continue;
    const buffer = t.file();
    await createTemplate(deps, null, {
      name: t.name,
      purpose: t.purpose,
      format: t.format,
      changeLog: "The firm's standard wording",
      seedKey: t.seedKey,
      file: {
        field: 'file',
        filename: t.fileName,
        mimetype:
          t.format === 'docx'
            ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
            : 'text/html',
        buffer,
      },
    });
  }
}
