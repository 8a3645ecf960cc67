import type { IncomingMessage, ServerResponse } from 'node:http';

/** A reader this far behind is dropped; it reconnects and resumes or refetches. */
const maxBufferedBytes = 4 * 1024 * 1024;

/** One open server-sent event response. */
export class SseStream {
  #closed = false;
  readonly #onClose: (() => void)[] = [];

  constructor(
    private readonly response: ServerResponse,
    request: IncomingMessage,
  ) {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
    });
    response.flushHeaders();
    request.socket.setNoDelay(true);
    request.socket.setKeepAlive(true);
    response.on('close', () => this.#finish());
  }

  get isClosed(): boolean {
    return this.#closed;
  }

  write(text: string): void {
    if (this.#closed) return;
    if (this.response.writableLength > maxBufferedBytes) {
      this.response.destroy();
      return;
    }
    this.response.write(text);
  }

  event(name: string, data: unknown): void {
    this.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** Says why, then ends the response. */
  close(reason: string): void {
    if (this.#closed) return;
    this.event('closing', { reason });
    this.response.end();
    this.#finish();
  }

  onClose(listener: () => void): void {
    if (this.#closed) listener();
    else this.#onClose.push(listener);
  }

  #finish(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const listener of this.#onClose.splice(0)) listener();
  }
}
