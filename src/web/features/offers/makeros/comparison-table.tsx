import { Check, Minus, X } from 'lucide-react';

type Support = 'yes' | 'partly' | 'no';

const rows: { feature: string; makerOs: Support; crm: Support; builder: Support }[] = [
  { feature: 'Built around your exact workflows', makerOs: 'yes', crm: 'partly', builder: 'no' },
  { feature: 'AI trained on your business data', makerOs: 'yes', crm: 'no', builder: 'no' },
  { feature: 'You own the code and the data', makerOs: 'yes', crm: 'no', builder: 'no' },
  {
    feature: 'Custom features and integrations as you grow',
    makerOs: 'yes',
    crm: 'partly',
    builder: 'partly',
  },
];

const supportDisplay: Record<Support, { label: string; icon: typeof Check; colour: string }> = {
  yes: { label: 'Yes', icon: Check, colour: 'text-pulse-400' },
  partly: { label: 'Partly', icon: Minus, colour: 'text-signal-300' },
  no: { label: 'No', icon: X, colour: 'text-ink-400' },
};

function SupportCell({ support }: { support: Support }) {
  const { label, icon: Icon, colour } = supportDisplay[support];
  return (
    <td className="px-1.5 py-3 text-center sm:px-3">
      <span className={`inline-flex items-center gap-1.5 ${colour}`}>
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {/* Phones show the mark alone; the word is still read out. */}
        <span className="sr-only text-sm font-medium sm:not-sr-only">{label}</span>
      </span>
    </td>
  );
}

/** MakerOS against a generic CRM and a website builder, on four features. */
export function ComparisonTable() {
  return (
    <div className="mt-5 overflow-hidden rounded-2xl border border-ink-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          MakerOS compared with a generic CRM and a website builder
        </caption>
        <thead className="bg-ink-800/70 text-[11px] text-ink-300 sm:text-xs sm:uppercase sm:tracking-[0.12em]">
          <tr>
            <th scope="col" className="px-2.5 py-3 sm:px-4">
              Feature
            </th>
            <th scope="col" className="px-1.5 py-3 text-center text-signal-300 sm:px-3">
              MakerOS
            </th>
            <th scope="col" className="px-1.5 py-3 text-center sm:px-3">
              Generic CRM
            </th>
            <th scope="col" className="px-1.5 py-3 text-center sm:px-3">
              Website builder
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className="px-2.5 py-3 font-medium text-ink-100 sm:px-4">
                {row.feature}
              </th>
              <SupportCell support={row.makerOs} />
              <SupportCell support={row.crm} />
              <SupportCell support={row.builder} />
            </tr>
          ))}
        </tbody>
      </table>
      {/* Phones show marks without words (screen readers still hear the words). */}
      <p
        aria-hidden="true"
        className="border-t border-ink-800 px-3 py-2 text-xs text-ink-400 sm:hidden"
      >
        ✓ Yes · – Partly · × No
      </p>
    </div>
  );
}
