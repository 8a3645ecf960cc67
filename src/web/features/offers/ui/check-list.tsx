import { Check } from 'lucide-react';

interface CheckListProps {
  items: readonly React.ReactNode[];
  className?: string;
  tone?: 'pulse' | 'signal';
}

export function CheckList({ items, className = '', tone = 'pulse' }: CheckListProps) {
  const iconColour = tone === 'pulse' ? 'text-pulse-400' : 'text-signal-400';
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 text-ink-300">
          <Check aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${iconColour}`} />
          <span className="leading-relaxed">{item}</span>
        </li>
      ))}
    </ul>
  );
}
