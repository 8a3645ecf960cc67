export interface ServerSentEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream incrementally (the parts of the WHATWG format our server
 * writes: `id`, `event`, `data`, comments), so a fetch-based reader can send an
 * Authorization header, which EventSource cannot.
 */
export class SseParser {
  #buffer = '';

  /** Feeds decoded text; returns the events it completed. */
  push(text: string): ServerSentEvent[] {
    this.#buffer += text.replace(/\r\n?/g, '\n');
    const events: ServerSentEvent[] = [];
    let boundary = this.#buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const block = this.#buffer.slice(0, boundary);
      this.#buffer = this.#buffer.slice(boundary + 2);
      const event = parseBlock(block);
      if (event) events.push(event);
      boundary = this.#buffer.indexOf('\n\n');
    }
    return events;
  }
}

function parseBlock(block: string): ServerSentEvent | null {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0 && id === undefined) return null;
  return { id, event, data: data.join('\n') };
}
