/**
 * Where the drawn CORE page lives and its size: scripts/core-page-art.ts draws it at that
 * size, and the pages reserve exactly that box (width and height on the <img>).
 */
export const corePageArtSize = { path: '/art/core-page.svg', width: 640, height: 468 } as const;
