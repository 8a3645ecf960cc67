import type { CatalogueDollars, CatalogueTexts } from '../catalogue-live.ts';
import { cannedReplyFor, chatGreeting } from './chat-replies.ts';

export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatState {
  messages: ChatMessage[];
  /** True from a visitor message until its reply arrives: the typing indicator shows. */
  isReplyPending: boolean;
}

/** The spec's pause before a canned reply, so the assistant reads like a person typing. */
export const chatReplyDelayMs = 1500;

export function canSendChatMessage(input: string, state: ChatState): boolean {
  return input.trim() !== '' && !state.isReplyPending;
}

/**
 * One conversation with the canned assistant: a tiny store a component subscribes to.
 * Framework-free, so the reply cycle is tested with fake timers.
 */
export function createChatConversation(delayMs = chatReplyDelayMs) {
  let nextId = 1;
  let state: ChatState = {
    messages: [{ id: 0, role: 'assistant', content: chatGreeting }],
    isReplyPending: false,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const update = (next: ChatState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  return {
    getState: (): ChatState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Adds the visitor's message and schedules the reply, quoting `dollars` (the prices the
     * page shows); blank or mid-reply sends are ignored.
     */
    send(input: string, dollars: CatalogueDollars, names: CatalogueTexts = {}): boolean {
      if (!canSendChatMessage(input, state)) return false;
      const content = input.trim();
      update({
        messages: [...state.messages, { id: nextId++, role: 'user', content }],
        isReplyPending: true,
      });
      timer = setTimeout(() => {
        timer = undefined;
        update({
          messages: [
            ...state.messages,
            { id: nextId++, role: 'assistant', content: cannedReplyFor(content, dollars, names) },
          ],
          isReplyPending: false,
        });
      }, delayMs);
      return true;
    },
    /** Stops a pending reply, for when the page goes away. */
    dispose(): void {
      if (timer) clearTimeout(timer);
      listeners.clear();
    },
  };
}

export type ChatConversation = ReturnType<typeof createChatConversation>;
