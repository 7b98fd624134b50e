import { describe, expect, it } from 'vitest';
import {
  COST_MARKUP,
  DIFF_INPUT_LIMIT_BYTES,
  OUTPUT_PARSE_LIMIT_BYTES,
  PRETTY_JSON_LIMIT_CHARS,
  RETRY_MESSAGE_LIMIT_CHARS,
  SESSION_PIN_WINDOW_MS,
} from '@/lib/sdk/helpers';

describe('limits match the spec’s Limits table', () => {
  it('outputParsed cap and diff input are 256KB of UTF-8', () => {
    expect(OUTPUT_PARSE_LIMIT_BYTES).toBe(262_144);
    expect(DIFF_INPUT_LIMIT_BYTES).toBe(262_144);
  });
  it('pretty JSON 4000 characters, retry message 60 characters', () => {
    expect(PRETTY_JSON_LIMIT_CHARS).toBe(4000);
    expect(RETRY_MESSAGE_LIMIT_CHARS).toBe(60);
  });
  it('pinning window 60 seconds, cost markup 1.2', () => {
    expect(SESSION_PIN_WINDOW_MS).toBe(60_000);
    expect(COST_MARKUP).toBe(1.2);
  });
});
