import { describe, expect, it } from 'vitest';
import { formatRelative, greeting, initialsOf } from './format';

describe('format helpers', () => {
  it('initialsOf', () => {
    expect(initialsOf('Aisha Rahman')).toBe('AR');
    expect(initialsOf('  priya  ')).toBe('P');
    expect(initialsOf('Rohan Kumar Mehta')).toBe('RM');
    expect(initialsOf('')).toBe('?');
  });
  it('formatRelative', () => {
    const now = Date.parse('2025-11-21T12:00:00Z');
    expect(formatRelative('2025-11-21T11:59:40Z', now)).toBe('just now');
    expect(formatRelative('2025-11-21T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelative('2025-11-21T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelative('2025-11-20T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelative('2025-10-01T12:00:00Z', now)).toBe('1 Oct 2025');
    expect(formatRelative(null, now)).toBe('-');
  });
  it('greeting', () => {
    expect(greeting(new Date(2025, 0, 1, 8))).toBe('Good morning');
    expect(greeting(new Date(2025, 0, 1, 13))).toBe('Good afternoon');
    expect(greeting(new Date(2025, 0, 1, 20))).toBe('Good evening');
  });
});
