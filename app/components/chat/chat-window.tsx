import { useEffect, useRef, type ReactNode } from 'react';
import type { ChatMachine, ChatState } from '~/lib/builders/chat-session';
import type { ChatAction } from '~/lib/builders/chat-types';
import type { ActionState } from './chat-actions';
import { ChatMessage } from './chat-message';
import { Composer } from './composer';
import { TypingIndicator } from './typing-indicator';
import { useHydrated } from '~/lib/use-hydrated';

/**
 * A whole chat: the message list (a polite live region that keeps the newest message in view), the typing
 * indicator and the composer. All behaviour lives in the machine; this only renders its snapshot.
 */
export function ChatWindow({
  title,
  assistantName,
  state,
  machine,
  placeholder,
  actionState,
  toolbar,
  className = 'h-[34rem]',
}: {
  title: string;
  assistantName: string;
  state: ChatState;
  machine: ChatMachine;
  placeholder: string;
  actionState?: (action: ChatAction) => ActionState;
  toolbar?: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  const scrollRef = useRef<HTMLDivElement>(null);
  const headingId = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;

  useEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    box.scrollTo({ top: box.scrollHeight, behavior: reduce ? 'auto' : 'smooth' });
  }, [state.messages, state.typing]);

  const handlers = {
    onChoose: (messageId: string, values: string[]) => {
      machine.choose(messageId, values);
    },
    onAction: (action: ChatAction) => {
      machine.act(action.type);
    },
    actionState,
  };

  return (
    <section aria-labelledby={headingId} className={`flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${className}`}>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <span className="h-2.5 w-2.5 rounded-full bg-green-500" aria-hidden="true" />
          {title}
        </h2>
        {toolbar}
      </div>
      <div ref={scrollRef} className="flex-1 overflow-y-auto px-4 py-4" tabIndex={0} aria-label={`${title} messages`} role="region">
        <div role="log" aria-live="polite" aria-relevant="additions" aria-label="Conversation">
          <ol className="flex flex-col gap-4">
            {state.messages.map((message) => (
              <ChatMessage
                key={message.id}
                message={message}
                assistantName={assistantName}
                questionOpen={message.id === state.openQuestionId && !state.typing}
                enabled={hydrated}
                handlers={handlers}
              />
            ))}
          </ol>
          {state.typing ? <TypingIndicator name={assistantName} /> : null}
        </div>
      </div>
      <noscript>
        <p className="border-t border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
          This interactive demo runs in your browser and needs JavaScript turned on.
        </p>
      </noscript>
      <Composer typing={state.typing} ready={hydrated} placeholder={placeholder} onSend={(text) => machine.send(text)} />
    </section>
  );
}
