import type { Socket } from 'node:net';

export interface SmtpReply {
  code: number;
  lines: string[];
}

/**
 * Splits what an SMTP server sends into replies: lines "250-..." continue a reply and
 * "250 ..." ends it. Survives a STARTTLS upgrade by being re-attached to the TLS socket.
 */
export class SmtpReplyReader {
  #buffer = '';
  #lines: string[] = [];
  #replies: SmtpReply[] = [];
  #waiter: { resolve: (reply: SmtpReply) => void; reject: (error: Error) => void } | undefined;
  #failure: Error | undefined;

  /** Listens on the socket; the returned function stops listening. */
  attach(socket: Socket): () => void {
    const onData = (chunk: Buffer) => this.#push(chunk.toString('utf8'));
    const onError = (error: Error) => this.#fail(error);
    const onClose = () => this.#fail(new Error('SMTP connection closed'));
    socket.on('data', onData).on('error', onError).on('close', onClose);
    return () => {
      socket.off('data', onData).off('error', onError).off('close', onClose);
    };
  }

  next(): Promise<SmtpReply> {
    const reply = this.#replies.shift();
    if (reply) return Promise.resolve(reply);
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => (this.#waiter = { resolve, reject }));
  }

  #push(text: string): void {
    this.#buffer += text;
    let end = this.#buffer.indexOf('\r\n');
    while (end >= 0) {
      const line = this.#buffer.slice(0, end);
      this.#buffer = this.#buffer.slice(end + 2);
      this.#lines.push(line);
      if (/^\d{3}(?: |$)/.test(line)) {
        this.#deliver({ code: Number(line.slice(0, 3)), lines: this.#lines });
        this.#lines = [];
      }
      end = this.#buffer.indexOf('\r\n');
    }
  }

  #deliver(reply: SmtpReply): void {
    const waiter = this.#waiter;
    this.#waiter = undefined;
    if (waiter) waiter.resolve(reply);
    else this.#replies.push(reply);
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    const waiter = this.#waiter;
    this.#waiter = undefined;
    waiter?.reject(this.#failure);
  }
}
