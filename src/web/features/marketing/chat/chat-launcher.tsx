import { Suspense, lazy, useRef, useState } from 'react';
import { ChatIcon, CloseIcon } from '../ui/first-screen-icons';
import { useTrackWhen } from '../../../lib/use-track-when';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/**
 * The chat button. The panel's code loads on first open (or on hover and focus, a moment
 * earlier), keeping it out of the home page's first load.
 *
 * A floating bubble on a phone always lands on some text or button as the page scrolls,
 * so below 640 px it sits in a slim dock of its own across the bottom edge (the page
 * leaves room for it at the end); from 640 px, where the margins are wide, it floats.
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
      <div
        data-bottom-dock
        className="fixed inset-x-0 bottom-0 z-40 h-16 border-t border-ink-800 bg-ink-950/95 backdrop-blur sm:contents"
      >
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
          className="absolute right-5 top-2 z-50 grid size-12 place-items-center rounded-full bg-signal-500 text-ink-950 shadow-xl shadow-signal-600/30 transition-transform hover:scale-105 hover:bg-signal-400 motion-reduce:hover:scale-100 sm:fixed sm:bottom-5 sm:top-auto sm:size-14"
        >
          {isOpen ? <CloseIcon className="size-6" /> : <ChatIcon className="size-6" />}
        </button>
      </div>
    </>
  );
}
