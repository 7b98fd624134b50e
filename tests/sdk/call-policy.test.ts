import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeRetry, retryDelayMs } from '@/lib/sdk/call-policy';
import { ApiError, ConnectionError, RequestAbortedError, TimeoutError, errorKindOfStatus, parseRetryAfter } from '@/lib/sdk/errors';

const policy = normalizeRetry({ attempts: 3, baseDelayMs: 100, maxDelayMs: 1_000 });

describe('the SDK error tree', () => {
  it('names each status by its kind, and no answer by how it ended', () => {
    expect([400, 401, 402, 403, 404, 409, 410, 413, 422, 429, 500, 501, 503, 418].map(errorKindOfStatus)).toEqual([
      'bad_request', 'unauthorized', 'payment_required', 'forbidden', 'not_found', 'conflict', 'gone', 'too_large', 'unprocessable', 'rate_limited', 'server', 'not_implemented', 'unavailable', 'http',
    ]);
    const connection = new ConnectionError('down');
    const timeout = new TimeoutError(50);
    const aborted = new RequestAbortedError('left the page');
    for (const error of [connection, timeout, aborted]) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(0);
    }
    expect([connection.kind, timeout.kind, aborted.kind]).toEqual(['connection', 'timeout', 'aborted']);
    expect([connection.code, timeout.code, aborted.code]).toEqual(['network_error', 'timeout', 'aborted']);
    expect(aborted.name).toBe('AbortError');
    expect(aborted.cause).toBe('left the page');
  });

  it('kinds and Retry-After are total on any input', () => {
    fc.assert(fc.property(fc.integer({ min: -1e6, max: 1e6 }), (status) => typeof errorKindOfStatus(status) === 'string'));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined)), (value) => {
        const ms = parseRetryAfter(value, 0);
        return ms === undefined || (Number.isFinite(ms) && ms >= 0);
      }),
    );
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(' 0 ')).toBe(0);
    expect(parseRetryAfter('-1')).toBeUndefined();
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:05 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(5000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:29:00 GMT'))).toBe(0);
  });
});

describe('retries', () => {
  it('retry only what may be retried: no answer, 429, 502–504; never an abort or another answer', () => {
    const at = (status: number) => new ApiError({ status, message: 'x' });
    expect(retryDelayMs(new ConnectionError('down'), 0, policy, () => 0.5)).toBe(50);
    expect(retryDelayMs(new TimeoutError(10), 1, policy, () => 0.5)).toBe(100);
    for (const status of [429, 502, 503, 504]) expect(retryDelayMs(at(status), 0, policy, () => 0)).toBe(0);
    for (const status of [400, 401, 403, 404, 409, 500, 501]) expect(retryDelayMs(at(status), 0, policy)).toBeNull();
    expect(retryDelayMs(new RequestAbortedError(undefined), 0, policy)).toBeNull();
    expect(retryDelayMs(new Error('not ours'), 0, policy)).toBeNull();
    expect(retryDelayMs(new ConnectionError('down'), 3, policy)).toBeNull();
    expect(retryDelayMs(new ConnectionError('down'), 0, null)).toBeNull();
  });

  it('Retry-After wins over backoff, and one longer than the longest wait is not waited for', () => {
    expect(retryDelayMs(new ApiError({ status: 503, message: 'x', retryAfterMs: 700 }), 0, policy, () => 0)).toBe(700);
    expect(retryDelayMs(new ApiError({ status: 429, message: 'x', retryAfterMs: 5_000 }), 0, policy)).toBeNull();
  });

  it('a wait is never negative and never longer than maxDelayMs, whatever the policy and attempt', () => {
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: -5, max: 50 }), fc.double(), (raw, attempt, r) => {
        const normalized = normalizeRetry(raw as never);
        const delay = retryDelayMs(new ConnectionError('down'), attempt, normalized, () => r);
        if (delay === null) return true;
        return normalized !== null && delay >= 0 && delay <= normalized.maxDelayMs;
      }),
    );
  });

  it('backoff grows with the attempt (full jitter at its top)', () => {
    expect([0, 1, 2].map((attempt) => retryDelayMs(new ConnectionError('down'), attempt, normalizeRetry({ attempts: 5, baseDelayMs: 100, maxDelayMs: 300 }), () => 0.999))).toEqual([99, 199, 299]);
  });
});
