/** One highlighted run of text (Shiki): the light colour inline, plus `--shiki-dark` for the dark theme. */
export interface Token {
  content: string;
  style?: Record<string, string>;
}
