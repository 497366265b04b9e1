/** One Server-Sent Event: its id (when the server gave one) and its data lines joined. */
export interface SseMessage {
  id: string | undefined;
  data: string;
}

/**
 * Reads a `text/event-stream` body chunk by chunk (chunks may split lines anywhere) and hands
 * back whole events. Only `id:` and `data:` matter here; comments (`:`) and other fields are skipped.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private id: string | undefined;

  push(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const messages: SseMessage[] = [];
    let end = this.lineEnd();
    while (end) {
      const line = this.buffer.slice(0, end.index);
      this.buffer = this.buffer.slice(end.index + end.length);
      const message = this.readLine(line);
      if (message) messages.push(message);
      end = this.lineEnd();
    }
    return messages;
  }

  /** The next line break (\n, \r\n or \r); a lone \r at the end may still become \r\n. */
  private lineEnd(): { index: number; length: number } | undefined {
    const match = /\r\n|\n|\r/.exec(this.buffer);
    if (!match) return undefined;
    if (match[0] === '\r' && match.index === this.buffer.length - 1) return undefined;
    return { index: match.index, length: match[0].length };
  }

  private readLine(line: string): SseMessage | undefined {
    if (line === '') {
      const message = this.data.length > 0 ? { id: this.id, data: this.data.join('\n') } : undefined;
      this.data = [];
      this.id = undefined;
      return message;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    return undefined;
  }
}
