import { ArrowLeft, ArrowRight, Bot, RotateCcw, UserRound, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '~/web/components/ui/button-styles';
import {
  mirrorDemoExchanges,
  type MirrorDemoExchange,
} from '~/shared/marketing/resources/mirror-demo';

function Exchange({ exchange, mirror }: { exchange: MirrorDemoExchange; mirror: string }) {
  return (
    <li className="space-y-3">
      <div className="ml-auto flex max-w-[92%] items-start justify-end gap-2 sm:max-w-[85%]">
        <p className="rounded-2xl rounded-tr-sm bg-ink-700 px-4 py-3 text-ink-100">
          <span className="sr-only">Customer: </span>
          {exchange.question}
        </p>
        <UserRound aria-hidden="true" className="mt-2 size-5 shrink-0 text-ink-400" />
      </div>
      <div className="flex max-w-[92%] items-start gap-2 sm:max-w-[85%]">
        <Bot aria-hidden="true" className="mt-2 size-5 shrink-0 text-signal-400" />
        <div className="rounded-2xl rounded-tl-sm border border-signal-500/40 bg-signal-500/10 px-4 py-3">
          <p className="text-ink-100">
            <span className="sr-only">{mirror}: </span>
            {exchange.answer}
          </p>
          {exchange.handsOver && (
            <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-semibold text-pulse-400">
              <UsersRound aria-hidden="true" className="size-4" />
              Handed to a person
            </p>
          )}
        </div>
      </div>
      <p className="pl-7 text-sm text-ink-400">
        <span className="font-semibold text-ink-300">Why this answer: </span>
        {exchange.note}
      </p>
    </li>
  );
}

/**
 * The scripted walkthrough: one customer question at a time, so a visitor (or a screen
 * reader, through the live region) follows the conversation as it builds up.
 */
/** `mirror`: the product's name as the studio's catalogue has it (who answers). */
export function MirrorDemoWalkthrough({ mirror }: { mirror: string }) {
  const [shown, setShown] = useState(1);
  const total = mirrorDemoExchanges.length;
  const isLast = shown === total;

  return (
    <div className="rounded-3xl border border-ink-800 bg-ink-900/70 p-4 sm:p-8">
      <p className="text-sm font-semibold text-ink-300" aria-live="polite">
        Question {shown} of {total}
      </p>
      <ol className="mt-6 space-y-8" aria-live="polite" data-testid="mirror-demo-conversation">
        {mirrorDemoExchanges.slice(0, shown).map((exchange) => (
          <Exchange key={exchange.question} exchange={exchange} mirror={mirror} />
        ))}
      </ol>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => setShown((count) => Math.max(1, count - 1))}
          disabled={shown === 1}
          className={buttonStyles.secondary}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Previous
        </button>
        <button
          type="button"
          onClick={() => setShown((count) => (isLast ? 1 : count + 1))}
          className={buttonStyles.primary}
        >
          {isLast ? 'Start again' : 'Next question'}
          {isLast ? (
            <RotateCcw aria-hidden="true" className="size-4" />
          ) : (
            <ArrowRight aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
      <details className="mt-8 border-t border-ink-800 pt-6">
        <summary className="cursor-pointer text-sm font-semibold text-ink-200">
          Read the whole conversation at once
        </summary>
        <ol className="mt-6 space-y-8">
          {mirrorDemoExchanges.map((exchange) => (
            <Exchange key={exchange.question} exchange={exchange} mirror={mirror} />
          ))}
        </ol>
      </details>
    </div>
  );
}
