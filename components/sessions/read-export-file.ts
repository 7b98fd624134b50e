import type { SessionExportInput } from '@/lib/contract/ops/sessions';

export type ReadExport = { ok: true; value: SessionExportInput } | { ok: false; message: string };

/** Reads and parses a chosen file in the browser; the platform validates the shape and answers in words. */
export async function readExportFile(file: Blob & { name?: string }): Promise<ReadExport> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: 'The file could not be read.' };
  }
  if (text.trim() === '') return { ok: false, message: 'The file is empty.' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : '';
    return { ok: false, message: `This file is not valid JSON${detail ? ` (${detail})` : ''}. Choose an agent-runtime export.` };
  }
  // Any JSON goes to the platform, whose validator names what is wrong ("not an agent-runtime export: missing info").
  return { ok: true, value: value as SessionExportInput };
}
