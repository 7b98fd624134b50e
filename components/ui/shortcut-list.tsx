import { cn } from './cn';

export interface Shortcut {
  keys: string[];
  action: string;
}

/** Keys and what they do, as a definition list; alternatives are separated by a slash. */
export function ShortcutList({ rows, dense = false, className }: { rows: ReadonlyArray<Shortcut>; dense?: boolean; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-[auto_1fr]', dense ? 'gap-x-3 gap-y-1' : 'gap-x-4 gap-y-1.5', className)}>
      {rows.map((row) => (
        <div key={row.action} className="contents">
          <dt className="whitespace-nowrap">
            {row.keys.map((k, i) => (
              <span key={k}>
                {i > 0 && ' / '}
                <kbd className="rounded border border-border bg-bg-subtle px-1 font-mono text-xs">{k}</kbd>
              </span>
            ))}
          </dt>
          <dd className="text-fg-muted">{row.action}</dd>
        </div>
      ))}
    </dl>
  );
}
