import { createParser } from 'eventsource-parser';

export interface ServerSentEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream incrementally with eventsource-parser, so a fetch-based reader
 * can send an Authorization header, which EventSource cannot. `push` suits a read loop:
 * it feeds one decoded chunk and returns the events that chunk completed.
 */
export class SseParser {
  #completed: ServerSentEvent[] = [];
  #parser = createParser({
    onEvent: ({ id, event, data }) => {
      this.#completed.push({ id, event: event ?? 'message', data });
    },
  });

  push(text: string): ServerSentEvent[] {
    this.#parser.feed(text);
    return this.#completed.splice(0);
  }
}
