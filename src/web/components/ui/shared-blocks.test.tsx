import { Sparkles } from 'lucide-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FactsStrip } from './facts-strip';
import { IconCardGrid } from './icon-card-grid';

describe('IconCardGrid', () => {
  const items = [
    { icon: Sparkles, title: 'First access', text: 'Try new tools first.' },
    { icon: Sparkles, title: 'Priority', text: 'Your projects go first.' },
  ];

  it('lists each card as a level-3 heading and its sentence, the icon hidden from readers', () => {
    const html = renderToString(<IconCardGrid items={items} />);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toMatch(/<h3[^>]*>First access<\/h3><p[^>]*>Try new tools first.<\/p>/);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it('sets two or three columns', () => {
    expect(renderToString(<IconCardGrid items={items} columns="two" />)).not.toContain(
      'lg:grid-cols-3',
    );
    expect(renderToString(<IconCardGrid items={items} />)).toContain('lg:grid-cols-3');
  });
});

describe('FactsStrip', () => {
  it('puts each label as the term and its figure as the definition', () => {
    const html = renderToString(
      <FactsStrip facts={[{ value: '12', label: 'members per cohort' }]} keepsValuesOnOneLine />,
    );
    expect(html).toMatch(
      /<dt[^>]*>members per cohort<\/dt><dd[^>]*whitespace-nowrap[^>]*>12<\/dd>/,
    );
  });
});
