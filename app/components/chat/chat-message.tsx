import type { ChatAction, ChatMessage as Message, MessageLevel } from '~/lib/builders/chat-types';
import { ChatActions, type ActionState } from './chat-actions';
import { CopyButton } from './copy-button';
import { MessageTime } from './message-time';
import { OptionChips } from './option-chips';
import { ProgressIndicator } from './progress-indicator';

/** Levels info, success, warning and error, each with its own colors, icon and spoken name. */
const LEVELS: Record<MessageLevel, { label: string; box: string; icon: string; path: string }> = {
  info: {
    label: 'Info',
    box: 'border-sky-200 bg-sky-50 text-sky-950',
    icon: 'text-sky-700',
    path: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 4.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2zM9 9.5h2v5H9z',
  },
  success: {
    label: 'Success',
    box: 'border-green-200 bg-green-50 text-green-950',
    icon: 'text-green-700',
    path: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-1 11.4L5.6 10l1.4-1.4 2 2 4-4 1.4 1.4z',
  },
  warning: {
    label: 'Warning',
    box: 'border-amber-300 bg-amber-50 text-amber-950',
    icon: 'text-amber-700',
    path: 'M10 2 1 18h18L10 2zm-1 6h2v5H9zm0 6h2v2H9z',
  },
  error: {
    label: 'Error',
    box: 'border-red-300 bg-red-50 text-red-950',
    icon: 'text-red-700',
    path: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM9 5.5h2v6H9zm0 7.5h2v2H9z',
  },
};

export type MessageHandlers = {
  onChoose: (messageId: string, values: string[]) => void;
  onAction: (action: ChatAction) => void;
  actionState?: (action: ChatAction) => ActionState;
};

function Metrics({ metrics }: { metrics: NonNullable<Message['metrics']> }) {
  return (
    <dl className="mt-2 flex flex-wrap gap-2 text-xs">
      {[
        ['Resolution time', metrics.resolutionTime],
        ['Level', metrics.level],
        ['Status', metrics.status],
      ].map(([term, value]) => (
        <div key={term} className="rounded-full border border-slate-300 bg-white/80 px-2 py-0.5">
          <dt className="inline font-medium">{term}: </dt>
          <dd className="inline">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ChatMessage({
  message,
  assistantName,
  questionOpen,
  enabled,
  handlers,
}: {
  message: Message;
  assistantName: string;
  /** This message's chips are the open question and the assistant is not typing. */
  questionOpen: boolean;
  /** The page is hydrated: buttons can do something. */
  enabled: boolean;
  handlers: MessageHandlers;
}) {
  const level = message.level ? LEVELS[message.level] : null;
  const sender = message.type === 'user' ? 'You' : message.type === 'assistant' ? assistantName : 'System';
  const isUser = message.type === 'user';

  const bubble = isUser
    ? 'ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 text-white'
    : message.type === 'assistant'
      ? `max-w-[92%] rounded-2xl rounded-bl-sm border ${level ? level.box : 'border-slate-200 bg-slate-50 text-slate-900'}`
      : `w-full rounded-lg border ${level ? level.box : 'border-slate-200 bg-white text-slate-800'}`;

  return (
    <li className={`flex flex-col ${isUser ? 'items-end' : 'items-start'}`} data-type={message.type} data-level={message.level}>
      <div className={`mb-1 flex items-baseline gap-2 px-1 text-xs ${isUser ? 'flex-row-reverse' : ''}`}>
        <span className="font-semibold text-slate-700">{sender}</span>
        <MessageTime timestamp={message.timestamp} />
      </div>
      <div className={`${bubble} px-4 py-2.5 text-sm`}>
        <div className="flex items-start gap-2">
          {level ? (
            <svg viewBox="0 0 20 20" className={`mt-0.5 h-4 w-4 shrink-0 ${level.icon}`} aria-hidden="true">
              <path d={level.path} fill="currentColor" fillRule="evenodd" />
            </svg>
          ) : null}
          <p className="whitespace-pre-line break-words">
            {level ? <span className="sr-only">{level.label}: </span> : null}
            {message.content}
          </p>
        </div>
        {message.progress !== undefined ? (
          <ProgressIndicator
            className="mt-2"
            value={message.progress}
            label={`${message.progress}% complete`}
          />
        ) : null}
        {message.metrics ? <Metrics metrics={message.metrics} /> : null}
        {message.code ? (
          <div className="mt-2">
            <pre className="max-h-72 overflow-auto rounded-md bg-slate-900 p-3 text-xs leading-relaxed text-slate-100" tabIndex={0}>
              <code aria-label={`${message.code.language.toUpperCase()} snippet`}>{message.code.content}</code>
            </pre>
            <CopyButton text={message.code.content} label="Copy code" className="btn-secondary mt-2" />
          </div>
        ) : null}
        {message.options ? (
          <OptionChips
            messageId={message.id}
            options={message.options}
            active={enabled && questionOpen}
            onChoose={handlers.onChoose}
          />
        ) : null}
        {message.actions ? (
          <ChatActions
            actions={message.actions}
            enabled={enabled}
            onAction={handlers.onAction}
            actionState={handlers.actionState}
          />
        ) : null}
      </div>
    </li>
  );
}
