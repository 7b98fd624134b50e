import { describe, expect, it } from 'vitest';
import { getRetryInfo, getRetryMessage, parseGatewayEnvelope, RETRY_MESSAGE_LIMIT_CHARS } from '@/lib/sdk/helpers';
import { T0 } from '../fixtures/sessions/build';
import { ENVELOPE, gatewayRetryStatus, plainRetryStatus, snakeCaseRetryStatus } from '../fixtures/sessions/retry-gateway';

const retry = (message: string) => ({ type: 'retry' as const, attempt: 1, message, next: T0 });

describe('getRetryInfo', () => {
  it('only for status type retry', () => {
    expect(getRetryInfo({ type: 'idle' })).toBeUndefined();
    expect(getRetryInfo({ type: 'busy' })).toBeUndefined();
    expect(getRetryInfo(undefined)).toBeUndefined();
  });

  it('plain-text retry: attempt, message, next, and no details', () => {
    expect(getRetryInfo(plainRetryStatus)).toEqual({ attempt: 2, message: 'Provider is overloaded, retrying shortly', next: T0 + 10_000 });
  });

  it('60 chars bound: a message of exactly 60 characters is kept whole', () => {
    const message = 'm'.repeat(RETRY_MESSAGE_LIMIT_CHARS);
    expect(getRetryInfo(retry(message))?.message).toBe(message);
  });

  it('60 chars bound: 61 characters are cut to 60, the last one "…"', () => {
    const info = getRetryInfo(retry('m'.repeat(61)));
    expect(info?.message).toHaveLength(60);
    expect(info?.message).toBe('m'.repeat(59) + '…');
  });

  it('gateway envelope: details hold the structured envelope; message is its summary, cut to 60', () => {
    const info = getRetryInfo(gatewayRetryStatus);
    expect(info?.details).toEqual(ENVELOPE);
    expect(info?.attempt).toBe(3);
    expect(info?.message).toBe(ENVELOPE.message.slice(0, 59) + '…');
    expect(info?.details?.candidates.map((c) => c.provider)).toEqual(['openai', 'anthropic']);
  });

  it('reads snake_case keys under error.gateway', () => {
    expect(getRetryInfo(snakeCaseRetryStatus)?.details).toEqual({
      code: 'rate_limited',
      message: 'Rate limited by the provider',
      requestId: 'req_snake',
      finalProvider: 'openai',
      upstreamStatus: 429,
      candidates: [{ attempt: 1, provider: 'openai', routeModel: 'fast', resolvedModel: 'gpt-5-mini', stage: 'upstream', status: 429 }],
    });
  });

  it('a provider JSON body is unwrapped but has no gateway details', () => {
    const info = getRetryInfo(retry('{"error":{"type":"rate_limit_error","message":"Slow down"}}'));
    expect(info).toEqual({ attempt: 1, message: 'rate_limit_error: Slow down', next: T0 });
  });

  it('tolerates a malformed status', () => {
    expect(getRetryInfo({ type: 'retry' })).toEqual({ attempt: 0, message: '', next: 0 });
  });
});

describe('getRetryMessage', () => {
  it('returns the whole unwrapped message, never cut', () => {
    expect(getRetryMessage(gatewayRetryStatus)).toBe(ENVELOPE.message);
    const long = 'x'.repeat(500);
    expect(getRetryMessage(retry(long))).toBe(long);
    expect(getRetryMessage({ type: 'busy' })).toBeUndefined();
  });
});

describe('parseGatewayEnvelope', () => {
  it('needs a code and a candidates array', () => {
    expect(parseGatewayEnvelope('{"gateway":{"message":"x"}}')).toBeUndefined();
    expect(parseGatewayEnvelope('{"gateway":{"code":"c","candidates":"no"}}')).toBeUndefined();
    expect(parseGatewayEnvelope('{"gateway":{"code":"c","candidates":[]}}')).toEqual({ code: 'c', message: 'c', candidates: [] });
  });

  it('numbers candidates by position when attempt is missing and skips non-objects', () => {
    expect(parseGatewayEnvelope('{"gateway":{"code":"c","candidates":[1,{"provider":"p"}]}}')?.candidates).toEqual([
      { attempt: 2, provider: 'p', routeModel: '', resolvedModel: '', stage: '' },
    ]);
  });

  it('undefined for text or broken JSON', () => {
    expect(parseGatewayEnvelope('Provider overloaded')).toBeUndefined();
    expect(parseGatewayEnvelope('{"gateway": {')).toBeUndefined();
    expect(parseGatewayEnvelope(42)).toBeUndefined();
  });
});
