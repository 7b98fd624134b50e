import type { IncomingMessage, ServerResponse } from 'node:http';

export function staticFileOf(staticDir: string, target: unknown): { path: string; type: 'js' | 'css' } | null;
export function createStaticGz(staticDir: string): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
