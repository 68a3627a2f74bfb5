const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "21 Nov 2025, 14:05" in the viewer's time zone; `fallback` when missing. */
export function formatDateTime(value: string | Date | null | undefined, fallback = '-'): string {
  const d = toDate(value);
  return d ? dateTime.format(d) : fallback;
}

/** "21 Nov 2025". */
export function formatDate(value: string | Date | null | undefined, fallback = '-'): string {
  const d = toDate(value);
  return d ? dateOnly.format(d) : fallback;
}

/** "just now", "5 minutes ago", "yesterday", then the date for anything older than a week. */
export function formatRelative(
  value: string | Date | null | undefined,
  now = Date.now(),
  fallback = '-',
): string {
  const d = toDate(value);
  if (!d) return fallback;
  const seconds = Math.round((d.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return formatDate(d);
}

/** Up to two initials of a name, for avatars. */
export function initialsOf(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** "Good morning" / "Good afternoon" / "Good evening" by the viewer's clock. */
export function greeting(date = new Date()): string {
  const h = date.getHours();
  return h < 12 ? 'Good morning' : h < 18 ? 'Good afternoon' : 'Good evening';
}
