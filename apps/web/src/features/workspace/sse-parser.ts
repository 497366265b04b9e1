import { createParser, type EventSourceParser } from 'eventsource-parser';

/** One Server-Sent Event: its id (when the server gave one) and its data lines joined. */
export interface SseMessage {
  id: string | undefined;
  data: string;
}

/**
 * Reads a `text/event-stream` body chunk by chunk (chunks may split lines anywhere) and hands
 * back whole events. Only `id:` and `data:` matter here; comments, `retry:` and other fields pass by.
 */
export class SseParser {
  private readonly parser: EventSourceParser;
  private messages: SseMessage[] = [];

  constructor() {
    this.parser = createParser({ onEvent: ({ id, data }) => this.messages.push({ id, data }) });
  }

  push(chunk: string): SseMessage[] {
    this.parser.feed(chunk);
    const messages = this.messages;
    this.messages = [];
    return messages;
  }
}
