import { studio, type MailBlock, type MailContent } from './mail-content.ts';
import type { MailFrame } from './mail-layout.tsx';

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'='.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
    case 'note':
      return block.text;
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'facts':
      return block.rows
        .map(
          (row) =>
            `${row.label}: ${row.value}${row.url && row.url !== row.value ? ` <${row.url}>` : ''}`,
        )
        .join('\n');
    case 'links':
      return block.links.map((link) => `${link.label}: ${link.url}`).join('\n');
  }
}

/** The plain-text part, from the same blocks as the HTML. */
export function renderMailText(content: MailContent, frame: MailFrame): string {
  const footer = [
    '-- ',
    `${studio.name} · ${studio.city} · ${frame.publicUrl}`,
    content.reason,
    ...(frame.unsubscribeUrl ? [`Unsubscribe: ${frame.unsubscribeUrl}`] : []),
  ];
  return [...content.blocks.map(blockText), footer.join('\n')].join('\n\n') + '\n';
}
