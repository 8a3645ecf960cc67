/**
 * MakerOS's few facts other pages quote (the products FAQ, the chat), kept apart from the
 * calculator so quoting them does not load it. The calculator's complexity levels are
 * priced from here.
 */
export const makerOsDelivery = '30 to 90 days';

/** Whole dollars: the calculator's base price for each level of complexity. */
export const makerOsBasePrices = { low: 25_000, medium: 50_000, high: 100_000 } as const;

export const makerOsFloor = Math.min(...Object.values(makerOsBasePrices));
export const makerOsCeiling = Math.max(...Object.values(makerOsBasePrices));
