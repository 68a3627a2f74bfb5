/** Dates in a fixed time zone, so the server and the browser print the same text (no hydration mismatch). */
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
