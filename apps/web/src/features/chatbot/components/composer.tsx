import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { CHATBOT_MESSAGE_MAX } from '@quayside/contract/chatbot';
import { chatbotMessages } from '@quayside/contract/messages';
import { Button } from '../../../components/ui/button';

/** The text box and Send button; Enter sends, Shift+Enter starts a new line. */
export function Composer({ onSend, disabled, label }: { onSend: (text: string) => Promise<unknown> | void; disabled?: boolean; label: string }) {
  const [text, setText] = useState('');
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const value = text.trim();
    if (!value || disabled) return;
    setText('');
    void onSend(value);
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 p-3">
      <label className="sr-only" htmlFor={`composer-${label}`}>
        {label}
      </label>
      <textarea
        id={`composer-${label}`}
        rows={1}
        maxLength={CHATBOT_MESSAGE_MAX}
        value={text}
        placeholder={chatbotMessages.ui.placeholder}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            submit();
          }
        }}
        className="max-h-32 min-h-10 flex-1 resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
      />
      <Button type="submit" disabled={disabled || !text.trim()} aria-label={chatbotMessages.ui.send}>
        <Send className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">{chatbotMessages.ui.send}</span>
      </Button>
    </form>
  );
}
