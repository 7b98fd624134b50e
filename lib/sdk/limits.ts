/** Limits from the spec's "Limits" table (ToolView, tool view models, retry info, session pinning). */
export const OUTPUT_PARSE_LIMIT_BYTES = 256 * 1024;
export const DIFF_INPUT_LIMIT_BYTES = 256 * 1024;
export const PRETTY_JSON_LIMIT_CHARS = 4000;
export const RETRY_MESSAGE_LIMIT_CHARS = 60;
export const SESSION_PIN_WINDOW_MS = 60_000;
