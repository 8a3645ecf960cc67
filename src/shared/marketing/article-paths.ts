/** Where an issue of The Transmission is read on the site (its articles live in the database). */
export const articlePath = (slug: string) => `/transmission/${slug}`;
