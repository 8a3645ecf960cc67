import { AppError } from '../errors.ts';

/** 409 with the next free times, so the page can offer them at once. */
export function slotTakenError(nextFree: readonly Date[]): AppError {
  return new AppError(409, 'slot_taken', 'That time was just taken. Please pick another.', {
    nextFree: nextFree.map((slot) => slot.toISOString()),
  });
}

export function notBookableError(): AppError {
  return AppError.badRequest(
    'That time cannot be booked: it is in the past, too soon, too far ahead or outside the studio’s hours.',
  );
}
