// Runs once when the server starts: a missing or weak SESSION_SECRET stops the server at boot, not at the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { getConfig } = await import('@/lib/config');
    getConfig();
  }
}
