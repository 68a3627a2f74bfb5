import { Fragment } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Trailing punctuation that ends a sentence rather than the link. */
const TRAILING = /[.,;:!?)\]]+$/;

/** Splits plain text into text and http(s) links (the text itself is never read as HTML). */
export function linkParts(text: string): Array<{ kind: 'text' | 'link'; value: string }> {
  const parts: Array<{ kind: 'text' | 'link'; value: string }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const url = raw.replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

/** A message's text as typed, with its web addresses clickable (opened in a new tab, no referrer). */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {linkParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.value} target="_blank" rel="noopener noreferrer nofollow" className="underline underline-offset-2">
            {part.value}
          </a>
        ) : (
          <Fragment key={i}>{part.value}</Fragment>
        ),
      )}
    </p>
  );
}
