import { whatsappHref } from '../site-config';

/**
 * The WhatsApp logo (public/icons/whatsapp.svg), drawn inline: on every public page an <img> would be one more
 * request, and React preloads it at high priority ahead of the page's first paint.
 */
const WHATSAPP_LOGO =
  'M16.04 3C8.86 3 3.03 8.83 3.03 16c0 2.29.6 4.53 1.74 6.5L3 29l6.67-1.74A12.94 12.94 0 0 0 16.04 29C23.21 29 29 23.17 29 16S23.21 3 16.04 3Zm0 23.67c-1.97 0-3.9-.53-5.58-1.53l-.4-.24-3.96 1.03 1.06-3.86-.26-.4a10.6 10.6 0 0 1-1.64-5.67c0-5.88 4.8-10.67 10.78-10.67 5.86 0 10.63 4.79 10.63 10.67 0 5.88-4.77 10.67-10.63 10.67Zm5.85-7.99c-.32-.16-1.89-.93-2.18-1.04-.29-.11-.5-.16-.72.16-.21.32-.83 1.04-1.01 1.25-.19.21-.37.24-.69.08-.32-.16-1.35-.5-2.57-1.59-.95-.85-1.59-1.9-1.78-2.22-.19-.32-.02-.49.14-.65.14-.14.32-.37.48-.56.16-.19.21-.32.32-.53.11-.21.05-.4-.03-.56-.08-.16-.72-1.73-.98-2.37-.26-.62-.52-.54-.72-.55h-.61c-.21 0-.56.08-.85.4-.29.32-1.12 1.09-1.12 2.66 0 1.57 1.14 3.09 1.3 3.3.16.21 2.25 3.43 5.45 4.81.76.33 1.35.52 1.81.67.76.24 1.46.21 2.01.13.61-.09 1.89-.77 2.16-1.52.27-.75.27-1.39.19-1.52-.08-.13-.29-.21-.61-.37Z';

/**
 * The floating WhatsApp chat button: opens a chat with the firm's number and a preset greeting, in a new tab.
 * `inWizard`: on a phone the incorporation and NRI tax wizards end each step with full-width buttons at the
 * bottom of the screen, where a floating button would cover them; there it shows from the `sm` width up only
 * (the wizards carry the firm's contact in their own help text).
 */
export function WhatsAppButton({ inWizard = false }: { inWizard?: boolean }) {
  // In a landmark of its own: all content sits in one (axe "region"), and screen-reader users can find it.
  return (
    <aside aria-label="WhatsApp chat" className={inWizard ? 'hidden sm:block' : undefined}>
      <a
        href={whatsappHref()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        data-testid="whatsapp-button"
        className="fixed right-4 bottom-4 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg shadow-slate-900/20 transition-transform hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-800 sm:right-6 sm:bottom-6"
      >
        <svg viewBox="0 0 32 32" width={30} height={30} fill="#fff" aria-hidden="true" focusable="false">
          <path d={WHATSAPP_LOGO} />
        </svg>
      </a>
    </aside>
  );
}
