import type { ChatState } from './chat-session';
import type { ChatMessage } from './chat-types';

/** Small readers for the machine tests (not shipped: only the tests import this module). */
export function lastMessage(state: ChatState): ChatMessage {
  return state.messages[state.messages.length - 1];
}

export function openQuestion(state: ChatState): ChatMessage {
  const question = state.messages.find((m) => m.id === state.openQuestionId);
  if (!question) throw new Error('no open question');
  return question;
}

export function contents(state: ChatState): string[] {
  return state.messages.map((m) => m.content);
}
