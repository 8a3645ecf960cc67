import { isCatalogueKey, type CatalogueKey } from '../catalogue.ts';

/**
 * Which pages show a case study: a case names the catalogue keys (`brandKit`) and offer
 * page paths (`/hunter`) it fits. An offer page shows the cases naming its path or a key
 * it sells; /products shows those naming any catalogue key; the home page the featured.
 */
export const workOfferPaths = [
  '/mirror',
  '/bizbuiltnow',
  '/brandfuel',
  '/hunter',
  '/makeros',
  '/muse',
  '/spark-summit',
] as const;
export type WorkOfferPath = (typeof workOfferPaths)[number];

/** The catalogue keys each offer page sells, so a case naming the key shows there too. */
const keysSoldOn: Record<WorkOfferPath, readonly CatalogueKey[]> = {
  '/mirror': ['mirror', 'mirrorCore', 'mirrorSignal', 'aiVoiceTraining'],
  '/bizbuiltnow': ['bizBuiltNowPackage', 'bizBuiltNowRegular', 'bizBuiltNowPlan', 'bizBuiltNowVip'],
  '/brandfuel': [
    'brandFuelKickstart',
    'brandFuelKickstartRegular',
    'brandFuelPropel',
    'brandFuelVelocity',
  ],
  '/hunter': [],
  '/makeros': ['core', 'corePlus'],
  '/muse': ['muse'],
  '/spark-summit': ['sparkSummit', 'sparkSummitGeneral', 'sparkSummitUpgrade'],
};

export function isWorkOfferPath(value: string): value is WorkOfferPath {
  return (workOfferPaths as readonly string[]).includes(value);
}

/** A catalogue key or one of the offer pages: nothing else may be stored in `fits`. */
export function isFitToken(value: string): boolean {
  return isCatalogueKey(value) || isWorkOfferPath(value);
}

/** The pages with a "work that fits" section, besides /work itself. */
export function showsFittingWork(urlPath: string): boolean {
  return isHomePath(urlPath) || urlPath === '/products' || isWorkOfferPath(urlPath);
}

/** /interactive is the home page at another address (its canonical link says /). */
const isHomePath = (urlPath: string) => urlPath === '/' || urlPath === '/interactive';

/** Whether a case that fits `fits` belongs on the page at `urlPath`. */
export function fitsPage(
  { fits, isFeatured }: { fits: readonly string[]; isFeatured: boolean },
  urlPath: string,
): boolean {
  if (isHomePath(urlPath)) return isFeatured;
  if (urlPath === '/products') return fits.some(isCatalogueKey);
  if (!isWorkOfferPath(urlPath)) return false;
  const sold: readonly string[] = keysSoldOn[urlPath];
  return fits.some((token) => token === urlPath || sold.includes(token));
}
