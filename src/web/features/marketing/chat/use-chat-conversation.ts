import { useSyncExternalStore } from 'react';
import { useCatalogueDollars } from '~/web/lib/catalogue-dollars';
import { useSiteState } from '~/web/lib/site-state';
import {
  createChatConversation,
  type ChatConversation,
  type ChatState,
} from '~/shared/marketing/chat-conversation';

/** One conversation per page visit, kept while the panel is closed and reopened. */
let conversation: ChatConversation | undefined;

export function useChatConversation(): [ChatState, (input: string) => boolean] {
  conversation ??= createChatConversation();
  const current = conversation;
  const state = useSyncExternalStore(current.subscribe, current.getState, current.getState);
  // The assistant quotes the prices this page shows.
  const dollars = useCatalogueDollars();
  const names = useSiteState()?.catalogue.names;
  return [state, (input) => current.send(input, dollars, names)];
}
