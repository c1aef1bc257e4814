import type { ActionType, ChatMessage, ChatOptions, MessageDraft } from './chat-types';
import { systemScheduler, type Scheduler, type TimerHandle } from './scheduler';

/** Longest message the machines keep; the composer enforces the same limit. */
export const MAX_MESSAGE_LENGTH = 2000;

export type ChatState = {
  messages: ChatMessage[];
  /** True while a scripted reply is pending: the screen shows the typing indicator and disables Send. */
  typing: boolean;
  /** The question whose chips still accept an answer (only the newest open question does). */
  openQuestionId: string | null;
};

/** Send is disabled while the input is blank or the assistant is typing. */
export function canSend(text: string, typing: boolean): boolean {
  return !typing && text.trim().length > 0;
}

/** What the chat screens need from any of the scripted flows. */
export interface ChatMachine<S extends ChatState = ChatState> {
  getSnapshot(): S;
  subscribe(listener: () => void): () => void;
  /** Returns false (and changes nothing) when the text is blank or the assistant is typing. */
  send(text: string): boolean;
  /** Answers the open question `messageId` with chip values; false when not accepted. */
  choose(messageId: string, values: string[]): boolean;
  /** Runs a completion action; false when it is not available now. */
  act(type: ActionType): boolean;
  restart(): void;
  /** Cancels every pending timer (the screen unmounted). */
  dispose(): void;
}

/**
 * The message list, the typing indicator and the timers shared by every scripted flow. Each flow extends it
 * with its own stage and data (`TExtra`) and decides what to say in `onText` and `onChoice`.
 * Snapshots are immutable: every change makes a new state object, as `useSyncExternalStore` expects.
 */
export abstract class ChatSession<TExtra extends object> implements ChatMachine<ChatState & TExtra> {
  private state: ChatState & TExtra;
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Set<TimerHandle>();
  private pendingReplies = 0;
  private nextId = 1;

  constructor(
    protected readonly scheduler: Scheduler = systemScheduler,
    private readonly initialExtra: () => TExtra,
  ) {
    this.state = { messages: [], typing: false, openQuestionId: null, ...initialExtra() };
  }

  getSnapshot = (): ChatState & TExtra => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  send(text: string): boolean {
    if (!canSend(text, this.state.typing)) return false;
    const content = text.trim().slice(0, MAX_MESSAGE_LENGTH);
    this.post({ type: 'user', content });
    this.onText(content);
    return true;
  }

  choose(messageId: string, values: string[]): boolean {
    if (this.state.typing || messageId !== this.state.openQuestionId) return false;
    const options = this.state.messages.find((m) => m.id === messageId)?.options;
    if (!options) return false;
    const picked = options.choices.filter((c) => values.includes(c.value));
    if (picked.length === 0 || picked.length !== new Set(values).size) return false;
    if (options.type === 'select' && picked.length !== 1) return false;
    this.closeQuestion(picked.map((c) => c.value));
    this.post({ type: 'user', content: picked.map((c) => c.label).join(', ') });
    this.onChoice(picked.map((c) => c.value));
    return true;
  }

  act(_type: ActionType): boolean {
    return false;
  }

  restart(): void {
    this.clearTimers();
    this.pendingReplies = 0;
    // Ids keep counting: React keys (and the chips' local selection) must not carry over to the new chat.
    this.state = { messages: [], typing: false, openQuestionId: null, ...this.initialExtra() };
    this.start();
    this.emit();
  }

  dispose(): void {
    this.clearTimers();
    if (this.pendingReplies > 0) {
      this.pendingReplies = 0;
      this.setState({ typing: false } as Partial<ChatState & TExtra>);
    }
  }

  /** Posts the opening messages. Called by the subclass constructor and by `restart`. */
  protected abstract start(): void;
  /** Typed text, already trimmed and recorded as the user's message. */
  protected abstract onText(text: string): void;
  /** Chip values for the question that was open, already recorded as the user's message. */
  protected abstract onChoice(values: string[]): void;

  protected get current(): ChatState & TExtra {
    return this.state;
  }

  protected setState(patch: Partial<ChatState & TExtra>): void {
    this.state = { ...this.state, ...patch };
    this.emit();
  }

  protected post(draft: MessageDraft): ChatMessage {
    // A new question replaces any older one: only the newest chips accept an answer.
    if (draft.options && !draft.options.selected) this.closeQuestion();
    const message: ChatMessage = { ...draft, id: `m${this.nextId++}`, timestamp: this.scheduler.now() };
    const patch: Partial<ChatState> = { messages: [...this.state.messages, message] };
    if (draft.options && !draft.options.selected) patch.openQuestionId = message.id;
    this.setState(patch as Partial<ChatState & TExtra>);
    return message;
  }

  /** Marks the open question answered with `values` (empty when the answer was free text). */
  protected closeQuestion(values: string[] = []): void {
    const id = this.state.openQuestionId;
    if (!id) return;
    const messages = this.state.messages.map((m) =>
      m.id === id && m.options ? { ...m, options: { ...m.options, selected: values } satisfies ChatOptions } : m,
    );
    this.setState({ messages, openQuestionId: null } as Partial<ChatState & TExtra>);
  }

  /** Runs `callback` after `ms` on the scheduler; cancelled by `dispose` and `restart`. */
  protected after(ms: number, callback: () => void): void {
    const handle = this.scheduler.setTimeout(() => {
      this.timers.delete(handle);
      callback();
    }, ms);
    this.timers.add(handle);
  }

  /**
   * The eight-step build/training run both builders share: one status line with progress every
   * `stepMs`, `onStep` before each line, `onDone` after the last.
   */
  protected runSteps(labels: string[], stepMs: number, onStep: (step: number) => void, onDone: () => void): void {
    labels.forEach((label, index) => {
      this.after(stepMs * (index + 1), () => {
        const step = index + 1;
        onStep(step);
        this.post({
          type: 'system',
          level: 'info',
          content: `Step ${step} of ${labels.length}: ${label}… done`,
          progress: Math.round((step / labels.length) * 100),
        });
        if (step === labels.length) onDone();
      });
    });
  }

  /** Shows the typing indicator for `ms`, then runs `callback` (which posts the reply). */
  protected reply(ms: number, callback: () => void): void {
    this.pendingReplies += 1;
    this.setState({ typing: true } as Partial<ChatState & TExtra>);
    this.after(ms, () => {
      this.pendingReplies -= 1;
      this.setState({ typing: this.pendingReplies > 0 } as Partial<ChatState & TExtra>);
      callback();
    });
  }

  private clearTimers(): void {
    for (const handle of this.timers) this.scheduler.clearTimeout(handle);
    this.timers.clear();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
