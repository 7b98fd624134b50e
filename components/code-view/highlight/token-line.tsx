import type { CSSProperties } from 'react';
import type { Token } from './shiki';

/** Dark mode takes each token's `--shiki-dark` colour over its inline light colour. */
export const TOKEN_THEME_CLASS = 'dark:[&_.tok]:text-(--shiki-dark)!';

export function TokenLine({ tokens, fallback }: { tokens: Token[] | undefined; fallback: string }) {
  if (!tokens) return <>{fallback}</>;
  return (
    <>
      {tokens.map((token, i) => (
        <span key={i} className="tok" style={token.style as CSSProperties | undefined}>
          {token.content}
        </span>
      ))}
    </>
  );
}
