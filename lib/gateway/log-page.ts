/** Rows per page of the gateway log table (each page is its own query, so the table can jump anywhere in the range). */
export const GATEWAY_LOG_PAGE = 200;
