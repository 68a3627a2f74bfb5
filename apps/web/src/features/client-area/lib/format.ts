/** Dates as the client area shows them (the browser's locale, day month year). */
const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A YYYY-MM-DD date (a calendar day, no time zone) or an ISO instant, as "3 Mar 2026". */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const day = /^\d{4}-\d{2}-\d{2}$/.exec(value);
  const date = day ? new Date(`${value}T12:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** "5 minutes ago", "yesterday", "in 3 days". */
export function formatRelative(value: string | null | undefined, now = Date.now()): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  const diff = date.getTime() - now;
  if (Number.isNaN(diff)) return value;
  const abs = Math.abs(diff);
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;
  if (abs < minute) return 'just now';
  if (abs < hour) return relative.format(Math.round(diff / minute), 'minute');
  if (abs < day) return relative.format(Math.round(diff / hour), 'hour');
  if (abs < 30 * day) return relative.format(Math.round(diff / day), 'day');
  return formatDay(value);
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "1 task", "3 tasks". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

const monthShort = new Intl.DateTimeFormat(undefined, { month: 'short' });
/** A YYYY-MM-DD as a calendar leaf: { month: "Mar", day: "3" }. */
export function dayLeaf(value: string): { month: string; day: string } {
  const date = new Date(`${value.slice(0, 10)}T12:00:00`);
  if (Number.isNaN(date.getTime())) return { month: '', day: value };
  return { month: monthShort.format(date), day: String(date.getDate()) };
}

/** Late and still the client's to do: a task waiting for the firm's review is not the client's delay. */
export function isLate(task: { isOverdue: boolean; status: string }): boolean {
  return (
    task.isOverdue &&
    task.status !== 'complete (pending review)' &&
    task.status !== 'Completed' &&
    task.status !== 'Cancelled'
  );
}
