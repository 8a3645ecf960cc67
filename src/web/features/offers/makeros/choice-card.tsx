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
 * up while its input is checked or focused. The figure keeps a column of its own on the
 * right, level with the title, however long the title is.
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
    <label className="offer-choice">
      <input
        type={type}
        name={name}
        value={value}
        checked={isChecked}
        onChange={onChange}
        className="mt-1 size-4 shrink-0 accent-signal-500 focus-visible:outline-none"
      />
      <span className="min-w-0">
        <span className="block font-semibold text-ink-100">{title}</span>
        {children && (
          <span
            className={isTerseOnPhones ? 'offer-choice-text max-sm:hidden' : 'offer-choice-text'}
          >
            {children}
          </span>
        )}
      </span>
      <span className="offer-choice-figure">{figure}</span>
    </label>
  );
}
