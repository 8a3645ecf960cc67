/**
 * The picture of a CORE page the site shows where it presents CORE: a client's site as its
 * visitors see it (story, scorecard, booking and checkout in one scroll), laid out by
 * satori with the studio's typeface turned into paths, so the SVG looks the same inside an
 * <img> (which cannot load web fonts) and costs the page no JavaScript.
 *
 * Written to public/art/core-page.svg and committed, so the dev server has it too;
 * core-page-art.test.ts fails when the drawing here and the file differ
 * (`node --import tsx scripts/core-page-art.ts` rewrites it).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import satori from 'satori';
import { corePageArtSize } from '../src/shared/marketing/core-page-art.ts';
import { brandFonts, box, type Node } from './share-images.ts';

export const corePageArtFile = fileURLToPath(
  new URL('../public/art/core-page.svg', import.meta.url),
);

const ink = { 950: '#07070c', 900: '#0d0d16', 800: '#151522', 700: '#20202f', 400: '#8a8aa3' };
const text = { 300: '#b4b4c8', 100: '#ececf4' };
const signal = { 300: '#ffb59a', 500: '#ff6a3d' };
const pulse = '#5eead4';

const chip = (label: string, isChosen: boolean): Node =>
  box(
    {
      padding: '5px 12px',
      borderRadius: 999,
      fontSize: 13,
      border: `1px solid ${isChosen ? pulse : ink[700]}`,
      color: isChosen ? pulse : text[300],
      backgroundColor: isChosen ? 'rgba(94,234,212,0.12)' : 'transparent',
    },
    label,
  );

const panel = (...children: Node[]): Node =>
  box(
    {
      flex: 1,
      flexDirection: 'column',
      padding: 16,
      borderRadius: 14,
      border: `1px solid ${ink[800]}`,
      backgroundColor: ink[900],
      gap: 10,
    },
    ...children,
  );

function corePage(): Node {
  const { width, height } = corePageArtSize;
  const dot = box({ width: 10, height: 10, borderRadius: 5, backgroundColor: ink[700] });
  return box(
    {
      width,
      height,
      flexDirection: 'column',
      borderRadius: 20,
      border: `1px solid ${ink[700]}`,
      backgroundColor: ink[950],
      color: text[100],
      fontFamily: 'Bricolage Grotesque',
      overflow: 'hidden',
    },
    box(
      { alignItems: 'center', gap: 8, padding: '12px 18px', borderBottom: `1px solid ${ink[800]}` },
      dot,
      dot,
      dot,
      box(
        { marginLeft: 12, padding: '3px 14px', borderRadius: 8, fontSize: 13, color: ink[400] },
        'northfieldroasters.com',
      ),
    ),
    box(
      {
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '12px 24px',
        borderBottom: `1px solid ${ink[800]}`,
      },
      box({ fontSize: 17, fontWeight: 700 }, 'Northfield.'),
      box(
        { gap: 18, fontSize: 13, color: ink[400] },
        box({ color: text[100] }, 'Story'),
        box({}, 'Find your roast'),
        box({}, 'Visit'),
      ),
    ),
    box(
      {
        flexDirection: 'column',
        padding: '24px 24px 22px',
        gap: 8,
        backgroundImage:
          'linear-gradient(135deg, rgba(233,79,34,0.34), rgba(13,13,22,1) 55%, rgba(45,212,191,0.12))',
      },
      box(
        { fontSize: 11, letterSpacing: 2.5, color: signal[300], fontWeight: 700 },
        'CHAPTER 1 · WHY WE ROAST LIGHT',
      ),
      box(
        { fontSize: 30, fontWeight: 700, lineHeight: 1.08, width: 380 },
        'Coffee that tastes like where it grew.',
      ),
      box(
        { fontSize: 14, color: text[300] },
        'Small lots, roasted on Tuesdays, at your door by Friday.',
      ),
      box(
        {
          marginTop: 6,
          alignSelf: 'flex-start',
          padding: '7px 16px',
          borderRadius: 999,
          fontSize: 13,
          fontWeight: 700,
          color: ink[950],
          backgroundColor: signal[500],
        },
        'Find your roast',
      ),
    ),
    box(
      { gap: 14, padding: 18 },
      panel(
        box(
          { justifyContent: 'space-between', fontSize: 12, color: ink[400] },
          box({}, 'Scorecard'),
          box({}, '2 of 5'),
        ),
        box(
          { height: 5, borderRadius: 3, backgroundColor: ink[800] },
          box({ width: '40%', borderRadius: 3, backgroundColor: pulse }),
        ),
        box({ fontSize: 16, fontWeight: 700 }, 'How do you brew at home?'),
        box({ gap: 6 }, chip('Pour-over', true), chip('Espresso', false), chip('Any', false)),
      ),
      panel(
        box({ fontSize: 12, color: ink[400] }, 'Book a cupping · Thu 12'),
        box(
          { gap: 6 },
          ...['9:30', '11:00', '2:30'].map((slot, index) =>
            box(
              {
                flex: 1,
                justifyContent: 'center',
                padding: '6px 0',
                borderRadius: 8,
                fontSize: 13,
                border: `1px solid ${index === 1 ? signal[500] : ink[700]}`,
                color: index === 1 ? signal[300] : text[300],
              },
              slot,
            ),
          ),
        ),
        box(
          {
            marginTop: 4,
            paddingTop: 10,
            alignItems: 'center',
            justifyContent: 'space-between',
            borderTop: `1px solid ${ink[800]}`,
            fontSize: 14,
          },
          box({}, 'Starter box · $38'),
          box(
            {
              padding: '4px 14px',
              borderRadius: 999,
              fontSize: 12,
              fontWeight: 700,
              color: ink[950],
              backgroundColor: text[100],
            },
            'Pay',
          ),
        ),
      ),
    ),
  );
}

export async function renderCorePageArt(): Promise<string> {
  // satori takes React elements; plain {type, props} objects are what JSX would make.
  return satori(corePage() as unknown as React.ReactNode, {
    width: corePageArtSize.width,
    height: corePageArtSize.height,
    fonts: brandFonts(),
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(corePageArtFile, await renderCorePageArt());
}
