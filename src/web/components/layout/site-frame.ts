/**
 * The one content width of the site's frame: header, footer and the rows under them line
 * up with each other on every page, bare or not, and with the pages' sections
 * (marketing and offer `section` styles), whose edge the logo and the footer share. The
 * width itself is `.page-frame` in app.css, which pages use directly.
 */
export const frameWidth = 'page-frame';
