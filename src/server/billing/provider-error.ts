/**
 * A failure at the payment provider, in words fit for the buyer: the functions answer it
 * as `{ error }` with this status. Never carries keys or internal addresses.
 */
export class ProviderError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export const providerUnavailableMessage =
  'The payment provider could not be reached. Please try again in a moment.';
