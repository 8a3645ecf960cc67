import { catalogueDollars } from '../catalogue-prices.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canSendChatMessage,
  chatReplyDelayMs,
  createChatConversation,
  type ChatState,
} from './chat-conversation.ts';

describe('canSendChatMessage', () => {
  const idle: ChatState = { messages: [], isReplyPending: false };
  it.each([
    ['', idle, false],
    ['   ', idle, false],
    ['hello', idle, true],
    ['hello', { ...idle, isReplyPending: true }, false],
  ])('%j while %j: %s', (input, state, expected) => {
    expect(canSendChatMessage(input, state)).toBe(expected);
  });
});

describe('createChatConversation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 1.5 s and then replies by keyword, with a typing state in between', () => {
    expect(chatReplyDelayMs).toBe(1500);
    const conversation = createChatConversation();
    const changes = vi.fn();
    conversation.subscribe(changes);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    expect(conversation.send('  What does it cost?  ', catalogueDollars)).toBe(true);
    expect(conversation.getState().isReplyPending).toBe(true);
    expect(conversation.getState().messages.at(-1)).toMatchObject({
      role: 'user',
      content: 'What does it cost?',
    });

    vi.advanceTimersByTime(1499);
    expect(conversation.getState().isReplyPending).toBe(true);
    expect(conversation.getState().messages).toHaveLength(2);

    vi.advanceTimersByTime(1);
    const state = conversation.getState();
    expect(state.isReplyPending).toBe(false);
    expect(state.messages.at(-1)?.role).toBe('assistant');
    expect(state.messages.at(-1)?.content).toContain('SPARK sessions are $1,500');
    expect(changes).toHaveBeenCalledTimes(2);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('ignores blank messages and messages sent while a reply is pending', () => {
    const conversation = createChatConversation();
    expect(conversation.send('   ', catalogueDollars)).toBe(false);
    expect(conversation.send('hello', catalogueDollars)).toBe(true);
    expect(conversation.send('again', catalogueDollars)).toBe(false);
    expect(conversation.getState().messages.map((message) => message.role)).toEqual([
      'assistant',
      'user',
    ]);
  });

  it('drops a pending reply when disposed', () => {
    const conversation = createChatConversation();
    conversation.send('hello', catalogueDollars);
    conversation.dispose();
    vi.advanceTimersByTime(5000);
    expect(conversation.getState().messages).toHaveLength(2);
  });
});
