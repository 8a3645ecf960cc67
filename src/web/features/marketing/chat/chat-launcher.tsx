import { Suspense, lazy, useRef, useState } from 'react';
import { ChatIcon, CloseIcon } from '../ui/first-screen-icons';
import { useTrackWhen } from '~/web/lib/use-track-when';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/**
 * The chat button. The panel's code loads on first open (or on hover and focus, a moment
 * earlier), keeping it out of the home page's first load.
 *
 * It floats in the corner, small on a phone (48 px, the hero's figures stay clear of it:
 * they sit above the first screen's bottom edge). A bar across the bottom edge holding
 * only this button cost a phone 64 px of every screen; the page's end leaves room for it.
 */
export function ChatLauncher() {
  const [isOpen, setIsOpen] = useState(false);
  useTrackWhen('chat_opened', isOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      {isOpen && (
        <Suspense fallback={null}>
          <ChatPanel onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'chat-panel' : undefined}
        aria-label={isOpen ? 'Close chat' : 'Chat with us'}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        data-above-bottom-chrome
        className="fixed right-4 bottom-4 z-40 grid size-12 place-items-center rounded-full bg-signal-500 text-ink-950 shadow-xl shadow-signal-600/30 transition-transform hover:scale-105 hover:bg-signal-400 motion-reduce:hover:scale-100 sm:right-5 sm:bottom-5 sm:size-14"
      >
        {isOpen ? <CloseIcon className="size-6" /> : <ChatIcon className="size-6" />}
      </button>
    </>
  );
}
