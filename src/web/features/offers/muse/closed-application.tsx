import type { CheckoutButtonProps } from '../checkout/anonymous-checkout-button';

/**
 * Stands in the Apply buttons' slot while the studio has closed applications (the
 * server refuses the membership checkout then too). One line, about a button's height.
 */
export function ClosedApplication({ className = '' }: CheckoutButtonProps) {
  return (
    <p
      role="status"
      className={`inline-flex min-h-12 items-center rounded-full border border-ink-700 px-6 text-base text-ink-200 ${className}`}
    >
      Applications are closed for now
    </p>
  );
}
