import type { ChatAction } from '~/lib/builders/chat-types';
import { saveFile } from './save-file';

export type ActionState = { disabled?: boolean; label?: string };

/** Deploy runs once: its button says what is happening and stays disabled afterwards. */
export function deployActionState(deployment: 'idle' | 'deploying' | 'deployed'): (action: ChatAction) => ActionState {
  return (action) => {
    if (action.type !== 'deploy') return {};
    if (deployment === 'deploying') return { disabled: true, label: 'Deploying…' };
    if (deployment === 'deployed') return { disabled: true, label: 'Deployed' };
    return {};
  };
}

/**
 * Completion actions: links open in a new tab (Preview, Test), files are saved (Download), the rest are
 * buttons the machine handles (Deploy, Integration code). Every click is also reported to the machine.
 */
export function ChatActions({
  actions,
  onAction,
  actionState,
  enabled,
}: {
  actions: ChatAction[];
  onAction: (action: ChatAction) => void;
  actionState?: (action: ChatAction) => ActionState;
  enabled: boolean;
}) {
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-3">
      {actions.map((action) => {
        const state = actionState?.(action) ?? {};
        const disabled = !enabled || Boolean(state.disabled);
        const label = state.label ?? action.label;
        const body = (
          <>
            <span className="font-semibold">{label}</span>
            <span className="block text-xs font-normal opacity-80">{action.description}</span>
          </>
        );
        const className =
          'flex h-full w-full flex-col items-start rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 transition-colors hover:border-brand-600 hover:bg-brand-50 aria-disabled:pointer-events-none aria-disabled:opacity-60 disabled:cursor-not-allowed disabled:opacity-60';
        return (
          <li key={action.type}>
            {action.href ? (
              <a
                href={action.href}
                target="_blank"
                rel="noopener noreferrer"
                className={className}
                aria-disabled={disabled || undefined}
                onClick={(event) => {
                  if (disabled) return event.preventDefault();
                  onAction(action);
                }}
              >
                {body}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <button
                type="button"
                className={className}
                disabled={disabled}
                onClick={() => {
                  if (action.file) saveFile(action.file);
                  onAction(action);
                }}
              >
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
