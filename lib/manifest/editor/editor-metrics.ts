/** The code editor's font metrics, shared by Monaco's options and the read-only first view so the swap moves nothing. */
export const EDITOR_FONT_SIZE = 13;
export const EDITOR_LINE_HEIGHT = 20;

/** Width of the line-number gutter for a text of `lineCount` lines. */
export const gutterWidth = (lineCount: number) => `${Math.max(2, String(lineCount).length) + 2}ch`;
