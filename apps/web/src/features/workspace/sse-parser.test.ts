import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser.ts';

describe('SseParser', () => {
  it('reads id and data of complete events', () => {
    const parser = new SseParser();
    expect(parser.push('id: 1\ndata: {"a":1}\n\nid: 2\ndata: {"b":2}\n\n')).toEqual([
      { id: '1', data: '{"a":1}' },
      { id: '2', data: '{"b":2}' },
    ]);
  });

  it('waits for the blank line when a chunk splits an event anywhere', () => {
    const parser = new SseParser();
    expect(parser.push('id: 7\nda')).toEqual([]);
    expect(parser.push('ta: hel')).toEqual([]);
    expect(parser.push('lo\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ id: '7', data: 'hello' }]);
  });

  it('joins multi-line data with line breaks, skips comments and accepts CRLF split across chunks', () => {
    const parser = new SseParser();
    expect(parser.push(': keep-alive\r\ndata: one\r\ndata: two\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ id: undefined, data: 'one\ntwo' }]);
  });

  it('ends lines at a lone CR, once the next chunk shows it is not CRLF', () => {
    const parser = new SseParser();
    expect(parser.push('data: a\r')).toEqual([]);
    expect(parser.push('\rdata: b\rdata: c\r\r')).toEqual([{ id: undefined, data: 'a' }]);
    expect(parser.push('data: d\n\n')).toEqual([
      { id: undefined, data: 'b\nc' },
      { id: undefined, data: 'd' },
    ]);
  });

  it('ignores events without data, retry hints and fields it does not know', () => {
    const parser = new SseParser();
    expect(parser.push('event: ping\nretry: 1000\n\nid: 3\n\ndata:x\n\n')).toEqual([{ id: undefined, data: 'x' }]);
    expect(parser.push('retry: 1000\n\n')).toEqual([]);
    expect(parser.push('colour: red\ndata\n\n')).toEqual([{ id: undefined, data: '' }]);
  });

  it('keeps only the first space after the colon and refuses an id with NUL', () => {
    const parser = new SseParser();
    expect(parser.push('id: a\0b\ndata:  two spaces\n\n')).toEqual([{ id: undefined, data: ' two spaces' }]);
  });
});
