import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The bot trap: a text field people never see (off-screen, out of the tab order, hidden from assistive
 * technology) that form-filling bots complete. The API silently drops submissions that fill it.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
