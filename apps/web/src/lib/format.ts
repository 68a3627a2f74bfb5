/**
 * The app's one set of date, name and count formatters. Dates read the British way ("3 Mar 2026"), as the
 * firm writes them in Singapore, Dubai and India, in the viewer's time zone; a bare YYYY-MM-DD is a calendar
 * day and never shifts across midnight.
 */
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const monthShort = new Intl.DateTimeFormat('en-GB', { month: 'short' });
/** Fixed time zone, so the server render and the browser print the same text (no hydration mismatch). */
const longDateUtc = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  // A calendar day is read at local noon, so no time zone moves it to the day before or after.
  const d = value instanceof Date ? value : new Date(CALENDAR_DAY.test(value) ? `${value}T12:00:00` : value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "21 Nov 2025, 14:05"; `fallback` when missing or not a date. */
export function formatDateTime(value: string | Date | null | undefined, fallback = '-'): string {
  const d = toDate(value);
  return d ? dateTime.format(d) : fallback;
}

/** "21 Nov 2025", for an instant or a calendar day (YYYY-MM-DD). */
export function formatDate(value: string | Date | null | undefined, fallback = '-'): string {
  const d = toDate(value);
  return d ? dateOnly.format(d) : fallback;
}

/** "21 November 2025" in UTC: the public pages' article dates, rendered on the server and in the browser alike. */
export function formatLongDate(iso: string): string {
  const d = toDate(iso);
  return d ? longDateUtc.format(d) : iso;
}

/** "just now", "5 minutes ago", "yesterday", "in 3 days", then the date for anything a week or more away. */
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

/** A calendar day as a leaf of a calendar: { month: "Mar", day: "3" }. */
export function dayLeaf(value: string): { month: string; day: string } {
  const d = toDate(value.slice(0, 10));
  return d ? { month: monthShort.format(d), day: String(d.getDate()) } : { month: '', day: value };
}

/** Today as YYYY-MM-DD in the viewer's time zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "1 task", "3 tasks". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
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
