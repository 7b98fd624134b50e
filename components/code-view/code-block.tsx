'use client';

import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import type { ShikiLanguage } from '@/lib/timeline/languages';
import { TOKEN_THEME_CLASS, TokenLine } from './highlight/token-line';
import { useTokens } from './highlight/use-tokens';

export interface CodeBlockProps {
  code: string;
  lang?: ShikiLanguage;
  /** Highlight (only for turns near the viewport). */
  rich: boolean;
  /** Number of the first line when line numbers are shown. */
  startLine?: number;
  className?: string;
  /** The accessible name of the box (it scrolls, so it takes keyboard focus and needs a name). */
  label?: string;
}

/** Code as plain text, highlighted with Shiki once its grammar has loaded. */
export function CodeBlock({ code, lang, rich, startLine, className, label }: CodeBlockProps) {
  const tokens = useTokens(code, lang, rich);
  const lines = code.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const numbered = startLine !== undefined;
  return (
    <pre
      // Focusable so a keyboard can scroll it (axe scrollable-region-focusable); a group so that it may carry a name.
      tabIndex={0}
      role="group"
      aria-label={label ?? (lang ? `${lang} code` : 'Code')}
      className={cn('overflow-x-auto rounded-md bg-bg-subtle p-2 font-mono text-xs leading-5', TOKEN_THEME_CLASS, className)}
      data-highlighted={tokens ? 'true' : undefined}
    >
      <code className={numbered ? 'grid grid-cols-[auto_1fr] gap-x-3' : undefined}>
        {numbered
          ? lines.map((line, i) => (
              <CodeLine key={i} number={startLine + i}>
                <TokenLine tokens={tokens?.[i]} fallback={line} />
              </CodeLine>
            ))
          : lines.map((line, i) => (
              <span key={i} className="block min-h-5">
                <TokenLine tokens={tokens?.[i]} fallback={line} />
              </span>
            ))}
      </code>
    </pre>
  );
}

function CodeLine({ number, children }: { number: number; children: ReactNode }) {
  return (
    <>
      <span className="select-none text-right text-fg-muted">{number}</span>
      <span className="min-h-5 whitespace-pre">{children}</span>
    </>
  );
}
