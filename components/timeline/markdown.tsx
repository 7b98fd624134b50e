'use client';

// Loaded lazily (React.lazy) by the text renderer, only for turns near the viewport.
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { languageForFence } from '@/lib/timeline/languages';
import { healStreamingMarkdown } from '@/lib/timeline/streaming-markdown';
import { remoteHost, safeUrl } from '@/lib/timeline/urls';
import { cn } from '@/components/ui/cn';
import { CodeBlock } from '@/components/code-view/code-block';
import { ImageLightbox } from './image-lightbox';

const components: Components = {
  // Fenced code: highlighted by its language; inline code stays inline.
  pre: ({ children }) => <>{children}</>,
  code: ({ className, children }) => {
    const text = String(children ?? '');
    const fence = /language-([\w+#-]+)/.exec(className ?? '')?.[1];
    const block = fence !== undefined || text.includes('\n');
    if (!block) return <code className="rounded bg-bg-muted px-1 font-mono text-[0.85em]">{children}</code>;
    return <CodeBlock code={text.replace(/\n$/, '')} lang={languageForFence(fence)} rich className="my-2" />;
  },
  a: ({ href, children }) => {
    const safe = safeUrl(href, 'link');
    return safe ? (
      <a href={safe} target="_blank" rel="noopener noreferrer nofollow" className="text-accent underline">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    );
  },
  img: ({ src, alt }) => {
    const safe = safeUrl(typeof src === 'string' ? src : undefined, 'image');
    if (!safe) return <span>{alt}</span>;
    const host = remoteHost(safe);
    // A remote image would tell its host who reads this session (and could carry data out): never loaded inline.
    if (host) {
      return (
        <a href={safe} target="_blank" rel="noopener noreferrer nofollow" className="my-1 inline-flex items-center gap-1 rounded border border-dashed border-border px-2 py-1 text-xs text-fg-muted hover:bg-bg-muted">
          Remote image{alt ? ` “${alt}”` : ''} from <strong className="font-medium text-fg">{host}</strong>: open in a new tab
        </a>
      );
    }
    return <ImageLightbox src={safe} alt={alt ?? ''} className="max-h-80 max-w-full rounded" />;
  },
  table: ({ children }) => (
    <div tabIndex={0} role="group" aria-label="Table" className="my-2 overflow-x-auto">
      <table className="border-collapse text-xs [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:py-1">{children}</table>
    </div>
  ),
};

/** Sanitized GitHub-flavoured Markdown; `streaming`: the text is still arriving, so its open constructs are closed first. */
export default function Markdown({ text, className, streaming = false }: { text: string; className?: string; streaming?: boolean }) {
  return (
    <div data-streaming={streaming || undefined} className={cn('markdown space-y-2 break-words text-sm leading-6 [&_blockquote]:border-l-2 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:text-fg-muted [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5', className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {streaming ? healStreamingMarkdown(text) : text}
      </ReactMarkdown>
    </div>
  );
}
