import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { RUNTIME_STYLE_HASHES, inlineStyleHashes } from './csp';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('RUNTIME_STYLE_HASHES', () => {
  it('match the <style> the installed sonner inserts (empty, then its CSS); else toasts go unstyled', () => {
    // sonner is the web app's dependency; the workspace install puts it where the API can read it in a test.
    const file = createRequire(import.meta.url)
      .resolve('sonner')
      .replace(/index\.js$/, 'index.mjs');
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(file, 'utf8'))?.[1];
    expect(
      literal,
      'sonner no longer inserts its CSS with __insertCSS: check the CSP in a browser',
    ).toBeDefined();
    const css = JSON.parse(literal ?? '""') as string;
    expect([...RUNTIME_STYLE_HASHES].sort()).toEqual([sha256(css), sha256('')].sort());
  });
});

describe('inlineStyleHashes', () => {
  it('hashes the text of each <style> element once, attributes aside', () => {
    const html =
      '<head><style data-qs-critical>h1{color:red}</style><STYLE>p{}</STYLE><style>h1{color:red}</style></head>';
    expect(inlineStyleHashes(html)).toEqual([sha256('h1{color:red}'), sha256('p{}')]);
    expect(inlineStyleHashes('<p style="color:red">x</p>')).toEqual([]);
  });
});
