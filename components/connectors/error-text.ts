import { describeError } from '@/lib/errors/describe-error';

/** One line for a failed write, in the words describeError gives a platform error. */
export function errorText(error: unknown): string {
  const info = describeError(error);
  return info.detail && info.detail !== info.title ? `${info.title}: ${info.detail}` : info.title;
}
