import type { ReactNode } from 'react';
import type { ChatMachine, ChatState } from '~/lib/builders/chat-session';
import { ConfigSummary, Panel, StageList } from './builder-panels';
import { deployActionState } from './chat-actions';
import { ChatWindow } from './chat-window';
import { ProgressIndicator } from './progress-indicator';

/**
 * The page frame shared by the App Builder and the Agent Builder: the heading, the chat with its 'Start
 * over' button, and beside it the stage list, the choices so far and the progress of the final build.
 */
export function BuilderScreen({
  name,
  intro,
  placeholder,
  state,
  machine,
  deployment,
  stages,
  currentStage,
  summaryTitle,
  summary,
  progress,
}: {
  /** 'App Builder' or 'Agent Builder': the page heading and the chat's title. */
  name: string;
  intro: string;
  placeholder: string;
  state: ChatState;
  machine: ChatMachine;
  deployment: Parameters<typeof deployActionState>[0];
  stages: readonly string[];
  currentStage: number;
  summaryTitle: string;
  summary: { term: string; value: string | null }[];
  progress: {
    /** 'Build' or 'Training': the panel title and its progress bar's label. */
    title: string;
    step: number | null;
    of: number;
    complete: boolean;
    notStarted: string;
    completeText: string;
    testId: string;
  };
}) {
  const slug = name.toLowerCase().split(' ')[0];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Build</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{name}</h1>
        <p className="mt-3 text-slate-700">{intro}</p>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <ChatWindow
          className="h-[75vh] min-h-[28rem] lg:col-span-2 lg:h-[36rem]"
          title={`${name} chat`}
          assistantName={name}
          state={state}
          machine={machine}
          placeholder={placeholder}
          actionState={deployActionState(deployment)}
          toolbar={
            <button type="button" className="btn-ghost px-3 py-1.5" onClick={() => machine.restart()}>
              Start over
            </button>
          }
        />

        <div className="flex flex-col gap-6">
          <Panel title={summaryTitle} id={`${slug}-summary-heading`}>
            <StageList stages={stages} current={currentStage} label="Builder progress" />
            <div className="mt-4">
              <ConfigSummary rows={summary} />
            </div>
          </Panel>
          <Panel title={progress.title} id={`${slug}-${progress.title.toLowerCase()}-heading`}>
            {progress.step === null ? (
              <p className="text-sm text-slate-600">{progress.notStarted}</p>
            ) : (
              <>
                <p className="mb-2 text-sm text-slate-700" data-testid={progress.testId}>
                  {progress.complete ? progress.completeText : `Step ${progress.step} of ${progress.of} done`}
                </p>
                <ProgressIndicator
                  value={progress.step}
                  max={progress.of}
                  label={`${progress.title} progress`}
                  valueText={`Step ${progress.step} of ${progress.of}`}
                />
              </>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}
