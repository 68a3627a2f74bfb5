// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkParts, MessageText } from './message-text';

describe('MessageText', () => {
  it('makes web addresses links and leaves sentence punctuation outside them', () => {
    expect(linkParts('See https://example.com/a?b=1. Thanks')).toEqual([
      { kind: 'text', value: 'See ' },
      { kind: 'link', value: 'https://example.com/a?b=1' },
      { kind: 'text', value: '. Thanks' },
    ]);
    expect(linkParts('no links here')).toEqual([{ kind: 'text', value: 'no links here' }]);
  });

  it('shows markup as the characters typed, never as HTML, and opens links in a new tab without a referrer', () => {
    const { container } = render(<MessageText text={'<img src=x onerror=alert(1)> <b>bold</b> http://quayside.test/x'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)> <b>bold</b>');
    const link = screen.getByRole('link', { name: 'http://quayside.test/x' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(linkParts('javascript:alert(1)')).toEqual([{ kind: 'text', value: 'javascript:alert(1)' }]);
  });
});
