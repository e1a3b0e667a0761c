/** The currency every price and revenue figure is shown in (the API sends plain decimals). */
export const CURRENCY = 'USD';

/** Shown for an empty value in tables and detail pages. */
export const EMPTY_VALUE = '-';
