/** The shape every builder screen renders. */
export type MessageType = 'user' | 'assistant' | 'system';
export type MessageLevel = 'info' | 'success' | 'warning' | 'error';

export type Choice = { value: string; label: string; description?: string; keywords?: readonly string[] };

export type ChatOptions = {
  type: 'select' | 'multi-select';
  choices: readonly Choice[];
  /** Set once the question is answered (by a chip or by typed text); the chips then stay read-only. */
  selected?: string[];
};

export type ActionType = 'preview' | 'download' | 'deploy' | 'test' | 'integration';

export type ChatAction = {
  type: ActionType;
  label: string;
  description: string;
  /** Opens in a new tab (Preview, Test). */
  href?: string;
  /** A file the browser saves (Download). */
  file?: { name: string; mimeType: string; content: string };
};

export type EscalationLevel = 'L1' | 'L2' | 'L3' | 'L4';

export type MessageMetrics = { resolutionTime: string; level: EscalationLevel; status: string };

export type ChatMessage = {
  id: string;
  type: MessageType;
  content: string;
  /** Milliseconds since the epoch, from the machine's scheduler. */
  timestamp: number;
  options?: ChatOptions;
  actions?: ChatAction[];
  level?: MessageLevel;
  metrics?: MessageMetrics;
  /** Percent complete for progress lines (build steps, fix phases). */
  progress?: number;
  /** A copyable snippet (the agent's integration code). */
  code?: { language: string; content: string };
};

/** What a new message needs; the session adds id and timestamp. */
export type MessageDraft = Omit<ChatMessage, 'id' | 'timestamp'>;
