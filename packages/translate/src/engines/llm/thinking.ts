// Reasoning models served through OpenAI-compatible APIs (DeepSeek-R1, Qwen3 on Ollama or vLLM)
// may put a <think>…</think> block before the answer; it is never part of the translation.

const OPEN = '<think>';
const CLOSE = '</think>';

export function stripThinking(text: string): string {
  return text.replace(/^\s*<think>[\s\S]*?<\/think>\s*/i, '');
}

/** The same for a stream: holds back the start until it is clear whether a thinking block comes first. */
export class ThinkingFilter {
  private pending = '';
  private thought = '';
  private state: 'start' | 'thinking' | 'after-thinking' | 'answer' = 'start';

  /** The thinking so far, for a folded card (empty when the model does not think aloud). */
  thinking(): string {
    return this.state === 'thinking' ? this.thinkingOf(this.pending) : this.thought;
  }

  private thinkingOf(pending: string): string {
    return pending.trimStart().slice(OPEN.length).trimStart();
  }

  /** The part of the answer that can be shown now. */
  push(delta: string): string {
    if (this.state === 'answer') return delta;
    this.pending += delta;
    if (this.state === 'start') {
      const head = this.pending.trimStart();
      if (head.length < OPEN.length && OPEN.startsWith(head.toLowerCase())) return '';
      if (!head.toLowerCase().startsWith(OPEN)) return this.flush();
      this.state = 'thinking';
    }
    if (this.state === 'thinking') {
      const close = this.pending.toLowerCase().indexOf(CLOSE);
      if (close < 0) return '';
      this.thought = this.thinkingOf(this.pending.slice(0, close)).trimEnd();
      this.pending = this.pending.slice(close + CLOSE.length);
      this.state = 'after-thinking';
    }
    // The blank lines between the thinking block and the answer may come in later chunks.
    this.pending = this.pending.trimStart();
    return this.pending === '' ? '' : this.flush();
  }

  /** Whatever is held back when the stream ends (an unfinished thinking block is dropped). */
  end(): string {
    return this.state === 'thinking' || this.state === 'after-thinking' ? '' : this.flush();
  }

  private flush(): string {
    this.state = 'answer';
    const text = this.pending;
    this.pending = '';
    return text;
  }
}
