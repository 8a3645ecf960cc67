import type { ReactNode } from 'react';

type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

/**
 * The legal texts' small format: blocks separated by a blank line; "## " starts a
 * heading, lines starting with "- " make a list, anything else is a paragraph. Plain
 * React, no markdown library in the page's scripts, and nothing the studio types can
 * become HTML.
 */
export function legalBlocks(text: string): Block[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .flatMap((chunk): Block[] => {
      const lines = chunk.split('\n').map((line) => line.trim());
      if (lines.length === 1 && lines[0]?.startsWith('## ')) {
        return [{ kind: 'heading', text: lines[0].slice(3).trim() }];
      }
      if (lines.every((line) => line.startsWith('- '))) {
        return [{ kind: 'list', items: lines.map((line) => line.slice(2).trim()) }];
      }
      return [{ kind: 'paragraph', text: lines.join(' ') }];
    });
}

export function LegalText({ text }: { text: string }): ReactNode {
  return legalBlocks(text).map((block, index) => {
    if (block.kind === 'heading') {
      return (
        <h2 key={index} className="mt-10 text-2xl font-semibold tracking-tight text-ink-100">
          {block.text}
        </h2>
      );
    }
    if (block.kind === 'list') {
      return (
        <ul key={index} className="mt-4 list-disc space-y-2 pl-6 text-ink-300">
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex} className="leading-relaxed">
              {item}
            </li>
          ))}
        </ul>
      );
    }
    return (
      <p key={index} className="mt-4 leading-relaxed text-ink-300">
        {block.text}
      </p>
    );
  });
}
