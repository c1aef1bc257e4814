import { useState } from 'react';
import type { ChatOptions } from '~/lib/builders/chat-types';
import { Icon } from '../icons';

/**
 * Option chips for select (one click answers) and multi-select (toggle, then Continue).
 * Once the question is answered, or while it is not the open one, the chips are read-only.
 */
export function OptionChips({
  messageId,
  options,
  active,
  onChoose,
}: {
  messageId: string;
  options: ChatOptions;
  active: boolean;
  onChoose: (messageId: string, values: string[]) => void;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const multi = options.type === 'multi-select';
  const answered = options.selected;
  const isOn = (value: string) => (answered ? answered.includes(value) : picked.includes(value));
  const groupLabel = multi ? 'Choose one or more' : 'Choose one';
  // A question answered in words (or replaced by a newer one) keeps no chips: the answer is in the next message.
  if (answered && answered.length === 0) return null;

  return (
    <div className="mt-3">
      <div role="group" aria-label={groupLabel} className="flex flex-wrap gap-2">
        {options.choices.map((choice) => {
          const on = isOn(choice.value);
          return (
            <button
              key={choice.value}
              type="button"
              disabled={!active}
              aria-pressed={multi || answered ? on : undefined}
              onClick={() => {
                if (!multi) return onChoose(messageId, [choice.value]);
                setPicked((current) =>
                  current.includes(choice.value) ? current.filter((v) => v !== choice.value) : [...current, choice.value],
                );
              }}
              className={`rounded-full border px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-default ${
                on
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : active
                    ? 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50'
                    : 'border-slate-200 bg-slate-50 text-slate-600'
              }`}
            >
              {multi && on ? <Icon name="check" className="mr-1 inline h-4 w-4 align-[-3px]" /> : null}
              {choice.label}
            </button>
          );
        })}
      </div>
      {multi && !answered ? (
        <button
          type="button"
          className="btn-primary mt-3"
          disabled={!active || picked.length === 0}
          onClick={() => onChoose(messageId, picked)}
        >
          {picked.length === 0 ? 'Continue' : `Continue with ${picked.length} selected`}
        </button>
      ) : null}
    </div>
  );
}
