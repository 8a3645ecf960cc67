import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser.ts';

describe('SseParser', () => {
  it('reads events split across chunks, with ids, names, comments and multi-line data', () => {
    const parser = new SseParser();
    expect(parser.push(': hello\n\nid: a.1\nevent: chan')).toEqual([]);
    expect(parser.push('ge\ndata: {"x":1}\n\ndata: one\r\ndata: two\r\n\r\n')).toEqual([
      { id: 'a.1', event: 'change', data: '{"x":1}' },
      { id: undefined, event: 'message', data: 'one\ntwo' },
    ]);
  });
});
