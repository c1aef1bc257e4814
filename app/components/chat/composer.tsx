import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { canSend, MAX_MESSAGE_LENGTH } from '~/lib/builders/chat-session';

/**
 * The message box. Enter sends, Shift+Enter adds a line; Send is disabled while the text is blank or the
 * assistant is typing. Before hydration everything is disabled: there is nothing to talk to.
 */
export function Composer({
  typing,
  ready,
  placeholder,
  onSend,
}: {
  typing: boolean;
  ready: boolean;
  placeholder: string;
  onSend: (text: string) => boolean;
}) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const inputId = useId();
  const sendable = ready && canSend(text, typing);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!sendable) return;
    if (onSend(text)) setText('');
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while composing (IME) confirms the composition, it does not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white p-3" aria-label="Send a message">
      <label htmlFor={inputId} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={inputId}
          ref={inputRef}
          name="message"
          rows={2}
          maxLength={MAX_MESSAGE_LENGTH}
          value={text}
          disabled={!ready}
          placeholder={placeholder}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="field-input mt-0 min-h-[2.75rem] resize-y"
        />
        <button type="submit" className="btn-primary h-11 shrink-0" disabled={!sendable}>
          <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
            <path d="M3 10l14-7-5 14-2-6-7-1z" fill="currentColor" />
          </svg>
          Send
        </button>
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        Enter to send, Shift+Enter for a new line.
      </p>
    </form>
  );
}
