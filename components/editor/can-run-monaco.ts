/** Whether this browser can run Monaco (it needs web workers); otherwise the plain editor stays. */
export function canRunMonaco(): boolean {
  return typeof window !== 'undefined' && typeof Worker !== 'undefined';
}
