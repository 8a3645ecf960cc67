/**
 * Anchors on /products that other pages link to. Apart from the bundles' content, which
 * reads prices from the catalogue: the scorecard on /signal-strength needs only the
 * address, not the catalogue in its scripts.
 */

/** The bundle panel's anchor on /products, where recommendations of the full stack point. */
export const completeSignalStackAnchor = 'complete-signal-stack';
