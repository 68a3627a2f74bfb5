import { describe, expect, it } from 'vitest';
import { linkifySegments } from './mail-text';

describe('linkifySegments', () => {
  it('finds http(s) links and leaves trailing punctuation as text', () => {
    expect(linkifySegments('Open http://localhost:3000/reset-password?token=abc_123. Thanks')).toEqual([
      { type: 'text', value: 'Open ' },
      { type: 'link', value: 'http://localhost:3000/reset-password?token=abc_123' },
      { type: 'text', value: '. Thanks' },
    ]);
  });
  it('keeps text without links whole and never links other schemes', () => {
    expect(linkifySegments('Your code is 123456')).toEqual([{ type: 'text', value: 'Your code is 123456' }]);
    expect(linkifySegments('javascript:alert(1) ftp://x')).toEqual([
      { type: 'text', value: 'javascript:alert(1) ftp://x' },
    ]);
  });
  it('handles several links and a link at the start', () => {
    const segments = linkifySegments('https://a.example/x\nand https://b.example');
    expect(segments.filter((s) => s.type === 'link').map((s) => s.value)).toEqual([
      'https://a.example/x',
      'https://b.example',
    ]);
    expect(segments[0]).toEqual({ type: 'link', value: 'https://a.example/x' });
  });
});
