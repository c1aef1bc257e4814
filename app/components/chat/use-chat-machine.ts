import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ChatMachine, ChatState } from '~/lib/builders/chat-session';

/**
 * Keeps one machine per mounted screen and re-renders on each of its snapshots. The machine is built on the
 * server too, so the first messages are in the HTML; its timers only start on user input in the browser.
 */
export function useChatMachine<M extends ChatMachine<ChatState>>(create: () => M): [ReturnType<M['getSnapshot']>, M] {
  const [machine] = useState(create);
  useEffect(() => () => machine.dispose(), [machine]);
  const state = useSyncExternalStore(machine.subscribe, machine.getSnapshot, machine.getSnapshot);
  return [state as ReturnType<M['getSnapshot']>, machine];
}
