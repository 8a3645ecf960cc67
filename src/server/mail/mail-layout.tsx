import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { studio, type MailBlock, type MailContent } from './mail-content.ts';

/**
 * The studio's look in a mail: the site's ink and signal colours on a light card, one
 * column no wider than 560 px (a phone shows it whole), system fonts, no images. Colours
 * are inline for clients that strip <style>; clients that honour prefers-color-scheme get
 * the site's dark palette from the classes below.
 */
const colour = {
  page: '#f3f1ee',
  card: '#ffffff',
  ink: '#0d0d16',
  muted: '#4a4a5e',
  line: '#e4e1dc',
  signal: '#c2410c',
  button: '#ff6a3d',
  quote: '#f7f5f2',
};

const darkStyles = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-page, .mail-page > table > tbody > tr > td { background-color: #07070c !important; }
  .mail-card { background-color: #151522 !important; border-color: #2e2e42 !important; }
  .mail-ink { color: #ececf4 !important; }
  .mail-muted { color: #b4b4c8 !important; }
  .mail-brand, .mail-link { color: #ff8a5c !important; }
  .mail-quote { background-color: #0d0d16 !important; border-color: #ff8a5c !important; }
  .mail-line { border-color: #2e2e42 !important; }
}
@media only screen and (max-width: 600px) {
  .mail-card { padding: 24px 18px !important; }
}`;

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const text: CSSProperties = { color: colour.ink, fontSize: '16px', lineHeight: '26px' };
const muted: CSSProperties = { color: colour.muted, fontSize: '13px', lineHeight: '20px' };

function Block({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Heading
          as="h1"
          className="mail-ink"
          style={{ ...text, fontSize: '24px', lineHeight: '32px', margin: '0 0 16px' }}
        >
          {block.text}
        </Heading>
      );
    case 'paragraph':
      return (
        <Text className="mail-ink" style={{ ...text, margin: '0 0 16px' }}>
          {block.text}
        </Text>
      );
    case 'note':
      return (
        <Text className="mail-muted" style={{ ...muted, margin: '0 0 16px' }}>
          {block.text}
        </Text>
      );
    case 'button':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.url}
            style={{
              backgroundColor: colour.button,
              color: colour.ink,
              borderRadius: '999px',
              fontSize: '16px',
              fontWeight: 700,
              padding: '12px 24px',
              textDecoration: 'none',
            }}
          >
            {block.label}
          </Button>
        </Section>
      );
    case 'quote':
      return (
        <Text
          className="mail-ink mail-quote"
          style={{
            ...text,
            backgroundColor: colour.quote,
            borderLeft: `4px solid ${colour.button}`,
            margin: '0 0 16px',
            padding: '12px 16px',
            whiteSpace: 'pre-wrap',
          }}
        >
          {block.text}
        </Text>
      );
    case 'facts':
      return (
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ borderCollapse: 'collapse', margin: '0 0 20px' }}
        >
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label}>
                <th
                  scope="row"
                  align="left"
                  className="mail-muted mail-line"
                  style={{
                    ...muted,
                    fontWeight: 400,
                    padding: '8px 12px 8px 0',
                    borderBottom: `1px solid ${colour.line}`,
                    verticalAlign: 'top',
                    width: '38%',
                  }}
                >
                  {row.label}
                </th>
                <td
                  className="mail-ink mail-line"
                  style={{
                    ...text,
                    fontSize: '15px',
                    padding: '8px 0',
                    borderBottom: `1px solid ${colour.line}`,
                    wordBreak: 'break-word',
                  }}
                >
                  {row.url ? (
                    <Link href={row.url} className="mail-link" style={{ color: colour.signal }}>
                      {row.value}
                    </Link>
                  ) : (
                    row.value
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'links':
      return (
        <Text className="mail-ink" style={{ ...text, margin: '0 0 16px' }}>
          {block.links.map((link, index) => (
            <span key={link.url}>
              {index > 0 ? ' · ' : ''}
              <Link href={link.url} className="mail-link" style={{ color: colour.signal }}>
                {link.label}
              </Link>
            </span>
          ))}
        </Text>
      );
  }
}

export interface MailFrame {
  publicUrl: string;
  /** A marketing mail's unsubscribe link, shown in the footer. */
  unsubscribeUrl?: string | undefined;
}

function MailDocument({ content, frame }: { content: MailContent; frame: MailFrame }) {
  const siteName = new URL(frame.publicUrl).host;
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
        <style>{darkStyles}</style>
      </Head>
      <Preview>{content.preview}</Preview>
      <Body
        className="mail-page"
        style={{ backgroundColor: colour.page, fontFamily: font, margin: 0, padding: '24px 8px' }}
      >
        <Container style={{ maxWidth: '560px' }}>
          <Text
            className="mail-brand"
            style={{
              color: colour.signal,
              fontSize: '13px',
              fontWeight: 800,
              letterSpacing: '3px',
              margin: '0 0 12px 4px',
              textTransform: 'uppercase',
            }}
          >
            {studio.name}
          </Text>
          <Section
            className="mail-card"
            style={{
              backgroundColor: colour.card,
              border: `1px solid ${colour.line}`,
              borderRadius: '16px',
              padding: '32px 28px',
            }}
          >
            {content.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </Section>
          <Hr className="mail-line" style={{ borderColor: colour.line, margin: '24px 0 12px' }} />
          <Text className="mail-muted" style={{ ...muted, margin: '0 4px 8px' }}>
            {studio.name} · {studio.city} ·{' '}
            <Link href={frame.publicUrl} className="mail-link" style={{ color: colour.signal }}>
              {siteName}
            </Link>
          </Text>
          <Text className="mail-muted" style={{ ...muted, margin: '0 4px' }}>
            {content.reason}
            {frame.unsubscribeUrl ? (
              <>
                {' '}
                <Link
                  href={frame.unsubscribeUrl}
                  className="mail-link"
                  style={{ color: colour.signal }}
                >
                  Unsubscribe
                </Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

const doctype =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The HTML part: synchronous static rendering (under a millisecond per mail). */
export function renderMailHtml(content: MailContent, frame: MailFrame): string {
  return doctype + renderToStaticMarkup(<MailDocument content={content} frame={frame} />);
}
