import 'server-only';
import type { MarketplaceKind } from '@/lib/contract/types-marketplace';

export interface CatalogVersion {
  version: string;
  released_at: string;
  notes: string;
  /** YAML merged into platform.yaml (lib/marketplace/fragment.ts). */
  fragment: string;
  /** Repository path → content, added on install. */
  files: Record<string, string>;
}

export interface CatalogItem {
  id: string;
  name: string;
  kind: MarketplaceKind;
  summary: string;
  description: string;
  publisher: string;
  marketplace_id: 'platform' | 'community';
  tags: string[];
  featured: boolean;
  /** Oldest first. */
  versions: CatalogVersion[];
}

const readme = (title: string, body: string, usage: string) => `# ${title}\n\n${body}\n\n## Use\n\n${usage}\n`;

/** The README every item ships, at marketplace/<id>/README.md. */
export function readmeFile(id: string, title: string, body: string, usage: string): Record<string, string> {
  return { [`marketplace/${id}/README.md`]: readme(title, body, usage) };
}

/** A skill file at skills/<name>/SKILL.md: front matter the runtime reads, then the instructions. */
export function skillFile(name: string, description: string, steps: string[]): Record<string, string> {
  const body = steps.map((step, i) => `${i + 1}. ${step}`).join('\n');
  return { [`skills/${name}/SKILL.md`]: `---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n\n${body}\n` };
}
