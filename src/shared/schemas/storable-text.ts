import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * What PostgreSQL cannot keep in a text or jsonb value: the NUL character, and a UTF-16
 * surrogate without its pair (no UTF-8 encoding exists for it; drivers would silently
 * swap it for U+FFFD). Checked on code units, without the `u` flag, so lone halves match.
 */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

type Path = (string | number)[];
/** A path as a chain to its parent, so walking deep input copies nothing. */
type Step = { key: string | number; parent: Step | undefined } | undefined;

function pathOf(step: Step): Path {
  const path: Path = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of every string (object keys included) in a parsed JSON value that cannot be
 * stored. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function unstorableTextPaths(input: unknown): Path[] {
  const found: Path[] = [];
  const pending: { value: unknown; step: Step }[] = [{ value: input, step: undefined }];
  while (pending.length > 0) {
    const { value, step } = pending.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) found.push(pathOf(step));
    } else if (Array.isArray(value)) {
      value.forEach((item, key) => pending.push({ value: item, step: { key, parent: step } }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const child = { key, parent: step };
        if (!isStorableText(key)) found.push(pathOf(child));
        pending.push({ value: item, step: child });
      }
    }
  }
  return found;
}

/**
 * The one rule for bad bytes: `storableInput(schema)` refuses any string in the input,
 * at any depth, that PostgreSQL could not store, naming its field, before `schema` runs.
 * The server wraps every route's schema in it (its validator compiler), so a NUL answers
 * 400 everywhere instead of failing in the database.
 */
export function storableInput<Schema extends z.ZodType>(schema: Schema) {
  return z
    .unknown()
    .superRefine((value, context) => {
      for (const path of unstorableTextPaths(value)) {
        context.addIssue({ code: 'custom', path, message: messages.validation.unstorableText });
      }
    })
    .pipe(schema);
}
