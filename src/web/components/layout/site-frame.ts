/**
 * The one content width of the site's frame: header, footer and the rows under them line
 * up with each other on every page, bare or not.
 */
export const frameWidth = 'mx-auto w-full max-w-6xl px-4 sm:px-6';
