import { describe, expect, it } from 'vitest';
import type { AdminLead } from '../../shared/schemas/admin.ts';
import { csvCell } from '../../shared/csv-text.ts';
import { leadsCsvFileName, leadsToCsv } from './leads-csv.ts';

const lead: AdminLead = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada',
  email: 'ada@example.com',
  phone: null,
  company: 'Acme, Inc.',
  message: 'Line one\nsaid "hi"',
  status: 'new',
  source: 'contact',
  newsletterSubscriber: false,
  createdAt: '2026-11-23T10:00:00.000Z',
};

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['', ''],
  ])('quotes %j only when it must', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+33 1 23', "'+33 1 23"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
  ])('defuses the formula %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves a formula character that is not first alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('leadsToCsv', () => {
  it('writes a header and one CRLF-terminated row per lead, with a byte-order mark', () => {
    const csv = leadsToCsv([lead, { ...lead, name: '=evil()', newsletterSubscriber: true }]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = csv.slice(1).split('\r\n');
    expect(rows[0]).toBe('Date,Name,Email,Phone,Company,Message,Source,Status,Newsletter');
    expect(rows[1]).toBe(
      '2026-11-23T10:00:00.000Z,Ada,ada@example.com,,"Acme, Inc.","Line one\nsaid ""hi""",contact,new,no',
    );
    expect(rows[2]).toContain(",'=evil(),");
    expect(rows[2]?.endsWith(',yes')).toBe(true);
    expect(rows[3]).toBe('');
    expect(rows).toHaveLength(4);
  });

  it('writes only the header for no leads', () => {
    expect(leadsToCsv([])).toBe(
      '\uFEFFDate,Name,Email,Phone,Company,Message,Source,Status,Newsletter\r\n',
    );
  });
});

it('names the file after the UTC date', () => {
  expect(leadsCsvFileName(new Date('2026-11-23T23:59:00Z'))).toBe('leads-2026-11-23.csv');
});
