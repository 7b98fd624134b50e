// Shown once at start (serve.mjs, or npm start's banner) when the embedded platform runs without SESSION_SECRET.
export const SESSION_SECRET_NOTICE =
  'SESSION_SECRET is not set: a random per-process secret seals the session cookie, so sign-ins end when the server restarts. Set SESSION_SECRET (≥ 32 characters) to keep them.';
