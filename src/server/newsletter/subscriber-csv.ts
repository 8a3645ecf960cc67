import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { emailMaxLength } from '../../shared/email-max-length.ts';

/**
 * Reading a subscriber CSV for import. Pure: the file's rows become addresses with their
 * recorded consent, or a list of what is wrong with which line. Nothing is imported
 * unless every row is right (subscriber-import.ts), so one fix-and-retry imports all.
 */

export const maxImportRows = 50_000;

/** The columns an import needs; `source` and `consented_at` are optional. */
const requiredColumns = ['email', 'consent'] as const;

/** How a spreadsheet says "yes, this person agreed to receive the newsletter". */
const consentGiven = new Set(['yes', 'y', 'true', '1', 'x', 'opted in', 'opt-in']);

export interface ImportRow {
  /** The line in the file (the header is line 1). */
  line: number;
  email: string;
  source: string;
  consentedAt: Date | null;
}

export interface RowProblem {
  line: number;
  message: string;
}

export type ParsedImport =
  { ok: true; rows: ImportRow[] } | { ok: false; message: string; problems: RowProblem[] };

const emailSchema = z.email();

function cleanSource(value: string | undefined): string {
  const text = (value ?? '').trim().replace(/\s+/g, ' ').slice(0, 80);
  return text ? `CSV import: ${text}` : 'CSV import';
}

function readRow(
  record: Record<string, string>,
  line: number,
  seen: Map<string, number>,
): ImportRow | RowProblem {
  const email = (record.email ?? '').trim().toLowerCase();
  const consent = (record.consent ?? '').trim().toLowerCase();
  const consentedText = (record.consented_at ?? '').trim();
  const consentedAt = consentedText ? new Date(consentedText) : null;
  if (!email) return { line, message: 'The address is empty.' };
  if (email.length > emailMaxLength || !emailSchema.safeParse(email).success)
    return { line, message: `"${email.slice(0, 60)}" is not an e-mail address.` };
  if (!consentGiven.has(consent))
    return {
      line,
      message: `${email}: no recorded consent ("${consent}"); only opted-in people can be imported.`,
    };
  if (consentedAt && (Number.isNaN(consentedAt.getTime()) || consentedAt > new Date()))
    return { line, message: `${email}: "${consentedText}" is not a past date for consented_at.` };
  const earlier = seen.get(email);
  if (earlier !== undefined) return { line, message: `${email} is also on line ${earlier}.` };
  seen.set(email, line);
  return { line, email, source: cleanSource(record.source), consentedAt };
}

/** The file's rows, or why it cannot be imported (at most 100 problems are listed). */
export function parseSubscriberCsv(text: string): ParsedImport {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    // `info` gives each record's line in the file, blank lines counted, for the errors.
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: false,
      info: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      ok: false,
      message: `The file is not valid CSV${line ? ` (line ${line})` : ''}: ${(error as Error).message}`,
      problems: [],
    };
  }
  const header = Object.keys(records[0]?.record ?? {});
  const missing = requiredColumns.filter((column) => !header.includes(column));
  if (records.length === 0) {
    return { ok: false, message: 'The file has no rows under its header.', problems: [] };
  }
  if (missing.length > 0) {
    return {
      ok: false,
      message: `The file needs the column${missing.length > 1 ? 's' : ''} ${missing.join(' and ')}: a consent column records that each person opted in.`,
      problems: [],
    };
  }
  if (records.length > maxImportRows) {
    return {
      ok: false,
      message: `At most ${maxImportRows.toLocaleString('en-US')} rows per file; split it.`,
      problems: [],
    };
  }
  const seen = new Map<string, number>();
  const rows: ImportRow[] = [];
  const problems: RowProblem[] = [];
  records.forEach(({ record, info }) => {
    const result = readRow(record, info.lines, seen);
    if ('message' in result) problems.push(result);
    else rows.push(result);
  });
  if (problems.length > 0) {
    return {
      ok: false,
      message: `${problems.length} ${problems.length === 1 ? 'row has a problem' : 'rows have problems'}; nothing was imported.`,
      problems: problems.slice(0, 100),
    };
  }
  return { ok: true, rows };
}
