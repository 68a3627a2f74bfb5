import { describe, expect, it } from 'vitest';
import { acceptAttr, allowedLabel, checkFiles, REQUIREMENT_UPLOAD, SINGLE_UPLOAD } from './files';

const PDF = '%PDF-1.4\n%%EOF\n';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const file = (parts: BlobPart[], name: string, type = '') => new File(parts, name, { type });

describe('checkFiles (before an upload is sent)', () => {
  it('takes PDFs and PNGs that are what their names say', async () => {
    const { ok, problems, tooMany } = await checkFiles(
      [file([PDF], 'a.pdf', 'application/pdf'), file([PNG], 'b.png', 'image/png')],
      REQUIREMENT_UPLOAD,
    );
    expect(ok.map((f) => f.name)).toEqual(['a.pdf', 'b.png']);
    expect(problems).toEqual([]);
    expect(tooMany).toBeNull();
  });

  it('refuses a type it does not take, naming the accepted ones', async () => {
    const { ok, problems } = await checkFiles(
      [file(['hello'], 'notes.txt', 'text/plain')],
      REQUIREMENT_UPLOAD,
    );
    expect(ok).toEqual([]);
    expect(problems[0]?.message).toBe('This file type is not accepted. Upload PDF, JPEG or PNG.');
  });

  it('refuses a file whose content does not match its name', async () => {
    const { problems } = await checkFiles(
      [file(['just text'], 'fake.pdf', 'application/pdf')],
      REQUIREMENT_UPLOAD,
    );
    expect(problems[0]?.message).toBe("The file's content does not match its name. Upload a real PDF file.");
  });

  it('refuses empty files and files over the size limit', async () => {
    const big = file([PDF, new Uint8Array(11 * 1024 * 1024)], 'big.pdf', 'application/pdf');
    const { problems } = await checkFiles(
      [file([], 'empty.pdf', 'application/pdf'), big],
      REQUIREMENT_UPLOAD,
    );
    expect(problems.map((p) => p.message)).toEqual(['This file is empty.', 'The file is larger than 10 MB']);
  });

  it('says so when more files are chosen than one upload takes', async () => {
    const files = [file([PDF], 'a.pdf'), file([PDF], 'b.pdf')];
    expect((await checkFiles(files, SINGLE_UPLOAD)).tooMany).toBe('Upload at most 1 file at a time.');
    expect((await checkFiles(files, REQUIREMENT_UPLOAD)).tooMany).toBeNull();
  });
});

describe('file input hints', () => {
  it('lists the kinds for people and for the picker', () => {
    expect(allowedLabel(['pdf', 'jpg', 'png'])).toBe('PDF, JPEG or PNG');
    expect(acceptAttr(['pdf'])).toBe('application/pdf,.pdf');
  });
});
