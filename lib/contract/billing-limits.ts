// Billing's limits, shared by the contract (zod) and the console's forms without pulling the contract into a page.
export const BILLING_PAGE_MAX = 100;
/** Smallest and largest credit purchase (and auto top-up), USD. */
export const CREDIT_PURCHASE_MIN = 5;
export const CREDIT_PURCHASE_MAX = 10_000;
/** Longest usage history, days. */
export const USAGE_MAX_DAYS = 400;
