import { Bot, SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { canSendChatMessage } from '~/shared/marketing/chat-conversation';
import { useChatConversation } from './use-chat-conversation';

/** The chat window: canned answers after a short pause, no network call. */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const [state, send] = useChatConversation();
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const canSend = canSendChatMessage(input, state);

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [state]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send(input)) setInput('');
  };

  return (
    <div
      id="chat-panel"
      role="dialog"
      aria-labelledby="chat-title"
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      data-chat-panel
      className="fixed inset-x-3 bottom-24 z-50 flex max-h-[min(34rem,calc(100dvh-8rem))] flex-col overflow-hidden rounded-3xl border border-ink-700 bg-ink-900 shadow-2xl shadow-black/60 sm:inset-x-auto sm:right-5 sm:w-96"
    >
      <div className="flex items-center gap-3 border-b border-ink-800 px-5 py-4">
        <span className="grid size-9 place-items-center rounded-full bg-signal-500/15">
          <Bot aria-hidden="true" className="size-5 text-signal-400" />
        </span>
        <div className="flex-1">
          <h2 id="chat-title" className="font-semibold text-ink-100">
            Signal Studio assistant
          </h2>
          <p className="text-xs text-ink-400">Instant answers about our products</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="rounded-full p-2 text-ink-300 hover:bg-ink-800 hover:text-ink-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <ol
        ref={logRef}
        aria-label="Conversation"
        aria-live="polite"
        className="flex-1 space-y-3 overflow-y-auto px-5 py-4"
      >
        {state.messages.map((message) => (
          <li
            key={message.id}
            data-role={message.role}
            className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed ${
              message.role === 'user'
                ? 'ml-auto rounded-br-md bg-signal-500 text-ink-950'
                : 'rounded-bl-md bg-ink-800 text-ink-100'
            }`}
          >
            <span className="sr-only">{message.role === 'user' ? 'You: ' : 'Assistant: '}</span>
            {message.content}
          </li>
        ))}
        {state.isReplyPending && (
          <li
            data-testid="chat-typing"
            className="flex w-16 items-center gap-1 rounded-2xl rounded-bl-md bg-ink-800 px-4 py-3.5"
          >
            <span className="sr-only">The assistant is typing</span>
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                aria-hidden="true"
                className="size-1.5 animate-bounce rounded-full bg-ink-300"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </li>
        )}
      </ol>
      <form onSubmit={submit} className="flex gap-2 border-t border-ink-800 p-3">
        <label htmlFor="chat-input" className="sr-only">
          Your message
        </label>
        <input
          ref={inputRef}
          id="chat-input"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="Ask about pricing, SPARK, MIRROR..."
          autoComplete="off"
          className="min-w-0 flex-1 rounded-full border border-ink-700 bg-ink-950 px-4 py-2.5 text-base text-ink-100 placeholder:text-ink-400 focus:border-signal-400 focus:outline-none focus:ring-2 focus:ring-signal-400/40 sm:text-sm"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-signal-500 text-ink-950 hover:bg-signal-400 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>
    </div>
  );
}
