import { whatsappHref } from '../site-config';

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
        <img src="/icons/whatsapp.svg" alt="" width={30} height={30} decoding="async" />
      </a>
    </aside>
  );
}
