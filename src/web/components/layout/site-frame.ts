/**
 * The one content width of the site's frame: header, footer and the rows under them line
 * up with each other on every page, bare or not, and with the pages' sections
 * (marketing and offer `section` styles), whose edge the logo and the footer share.
 */
export const frameWidth = 'mx-auto w-full max-w-6xl px-5 sm:px-8';
