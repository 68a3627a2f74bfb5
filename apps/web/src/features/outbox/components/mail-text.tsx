import { routes } from '../../../app/router';
import { isAppPage, sameOriginPath } from '../../../lib/app-pages';
import type { ReactNode } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"')\]]+/gi;

/** Splits a mail's text into text and links; only http(s) URLs become links. Trailing punctuation stays text. */
export function linkifySegments(text: string): { type: 'text' | 'link'; value: string }[] {
  const out: { type: 'text' | 'link'; value: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let url = match[0];
    const trailing = /[.,;:!?]+$/.exec(url)?.[0] ?? '';
    url = url.slice(0, url.length - trailing.length);
    if (start > last) out.push({ type: 'text', value: text.slice(last, start) });
    out.push({ type: 'link', value: url });
    last = start + url.length;
  }
  if (last < text.length) out.push({ type: 'text', value: text.slice(last) });
  return out;
}

/** A link to this app that opens no page (a staff page not built yet) stays text: no link leads to a 404. */
function opensPage(url: string): boolean {
  const path = typeof window === 'undefined' ? null : sameOriginPath(url, window.location.origin);
  return path === null || isAppPage(routes, path);
}

/** A plain-text mail as it was sent, with its links clickable (opened in a new tab). */
export function MailText({ text }: { text: string }) {
  const nodes: ReactNode[] = linkifySegments(text).map((segment, i) =>
    segment.type === 'link' && opensPage(segment.value) ? (
      <a
        key={i}
        href={segment.value}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {segment.value}
      </a>
    ) : (
      segment.value
    ),
  );
  return (
    <div className="font-sans text-sm leading-6 break-words whitespace-pre-wrap text-slate-800">{nodes}</div>
  );
}
