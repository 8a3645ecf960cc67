import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RuledRows } from './ruled-rows';

const rows = [
  { title: 'Capture', text: 'We gather your voice.' },
  { title: 'Train', text: 'We build your model.' },
];

describe('RuledRows', () => {
  it('numbers an ordered list, the numerals hidden from readers (the list says the order)', () => {
    const html = renderToString(<RuledRows rows={rows} isNumbered />);
    expect(html.startsWith('<ol')).toBe(true);
    expect(html).toMatch(/<h3[^>]*><span aria-hidden="true"[^>]*>02<\/span>Train<\/h3>/);
  });

  it('keeps a plain list unnumbered', () => {
    const html = renderToString(<RuledRows rows={rows} />);
    expect(html.startsWith('<ul')).toBe(true);
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('We build your model.');
  });
});
