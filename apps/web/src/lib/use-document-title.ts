import { useEffect } from 'react';

/** Sets the browser tab's title for an app page ("Mail outbox · Quayside"). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Quayside` : 'Quayside';
  }, [title]);
}
