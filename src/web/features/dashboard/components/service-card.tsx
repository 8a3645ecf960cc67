import type { ServiceCard } from '../dashboard-copy';
import { CardActionButton, type RenderCheckout } from './card-action';

/** One priced offer with its way to buy or book; shared by the à-la-carte and next steps. */
export function ServiceCardView({
  card,
  eyebrow,
  renderCheckout,
}: {
  card: ServiceCard;
  eyebrow?: string;
  renderCheckout: RenderCheckout;
}) {
  return (
    <li
      data-testid={`card-${card.id}`}
      className="flex flex-col rounded-xl border border-ink-800 bg-ink-950/40 p-5"
    >
      {eyebrow && (
        <p className="text-xs font-semibold uppercase tracking-widest text-ink-400">{eyebrow}</p>
      )}
      <h3 className="mt-1 text-lg font-semibold">{card.title}</h3>
      <p className="mt-1 text-xl font-bold text-signal-300">{card.price}</p>
      <p className="mt-2 flex-1 text-sm text-ink-300">{card.description}</p>
      <div className="mt-4 [&>*]:w-full">
        <CardActionButton action={card.action} renderCheckout={renderCheckout} />
      </div>
    </li>
  );
}
