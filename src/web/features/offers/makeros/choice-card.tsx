interface ChoiceCardProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  isChecked: boolean;
  onChange: () => void;
  title: string;
  /** Right-aligned figure: a price, a factor. */
  figure: string;
  children?: React.ReactNode;
  /** Leave the description to wider screens: a phone lists the names and figures alone. */
  isTerseOnPhones?: boolean;
}

/**
 * A native radio button or checkbox inside a card-sized label: the whole card is the hit
 * area, the arrow keys and Space work as the browser makes them work, and the card lights
 * up while its input is checked or focused.
 */
export function ChoiceCard({
  type,
  name,
  value,
  isChecked,
  onChange,
  title,
  figure,
  children,
  isTerseOnPhones = false,
}: ChoiceCardProps) {
  return (
    <label className="flex cursor-pointer gap-3 rounded-2xl border border-ink-700 bg-ink-950/40 px-3 py-2.5 transition-colors hover:border-ink-500 sm:p-4 has-[:checked]:border-signal-400 has-[:checked]:bg-signal-500/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-signal-400">
      <input
        type={type}
        name={name}
        value={value}
        checked={isChecked}
        onChange={onChange}
        className="mt-1 size-4 shrink-0 accent-signal-500 focus-visible:outline-none"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold text-ink-100">{title}</span>
          <span className="text-sm font-medium text-signal-300">{figure}</span>
        </span>
        {children && (
          <span
            className={`mt-1 block text-[0.8125rem] leading-snug text-ink-300 sm:text-sm sm:leading-relaxed ${isTerseOnPhones ? 'max-sm:hidden' : ''}`}
          >
            {children}
          </span>
        )}
      </span>
    </label>
  );
}
