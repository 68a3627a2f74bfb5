import { createContext, useContext } from 'react';
import type { SsrInitialData } from '@quayside/contract/articles';

/**
 * Database-backed data of a server-rendered page (the blog list or an article). On the server it comes
 * through this context; the same data is embedded in the page as <script type="application/json" id="qs-data">
 * and read back here in the browser, so hydration renders exactly what the server did.
 */
export const InitialDataContext = createContext<SsrInitialData | null | undefined>(undefined);
export const INITIAL_DATA_ELEMENT_ID = 'qs-data';

let clientData: SsrInitialData | null | undefined;

function readClientInitialData(): SsrInitialData | null {
  if (clientData === undefined) {
    const text = document.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
    try {
      clientData = text ? (JSON.parse(text) as SsrInitialData) : null;
    } catch {
      clientData = null;
    }
  }
  return clientData;
}

export function useInitialData(): SsrInitialData | null {
  const fromServer = useContext(InitialDataContext);
  if (fromServer !== undefined) return fromServer;
  return typeof document === 'undefined' ? null : readClientInitialData();
}
