// Imported sessions on disk: `<dataDir>/imports/<projectId>/<sessionId>.json`, written by the CLI and by UI imports,
// loaded when an embedded platform with a data folder is created.
import 'server-only';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { prop, str } from '@/lib/sdk/util';
import type { Store } from '../store';
import { commitImport, IMPORT_META_KEY, prepareImport, type PreparedImport } from './import';

export function importsDir(dataDir: string, projectId: string): string {
  return join(dataDir, 'imports', projectId);
}

export function importFilePath(dataDir: string, projectId: string, sessionId: string): string {
  return join(importsDir(dataDir, projectId), `${sessionId}.json`);
}

/** Writes the export (with the owner, agent and import time under `x-platform-import`); atomic through a rename, on disk (fsync) before the import is answered. */
export function writeImportFile(dataDir: string, prepared: PreparedImport, importedAt: number): string {
  const dir = importsDir(dataDir, prepared.projectId);
  mkdirSync(dir, { recursive: true });
  const file = importFilePath(dataDir, prepared.projectId, prepared.info.id);
  const body = { ...prepared.exported, [IMPORT_META_KEY]: { ownerId: prepared.ownerId, agent: prepared.agent, importedAt: new Date(importedAt).toISOString() } };
  const temp = `${file}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, JSON.stringify(body));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  syncFolder(dir);
  return file;
}

function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    /* Windows cannot open a folder */
  }
}

export interface LoadReport {
  loaded: string[];
  skipped: Array<{ file: string; reason: string }>;
}

/** Loads every stored import of known projects; a bad or duplicate file is skipped with its reason. */
export function loadImportedSessions(store: Store, dataDir: string, now: number, fallbackOwner: (projectId: string) => string): LoadReport {
  const report: LoadReport = { loaded: [], skipped: [] };
  const root = join(dataDir, 'imports');
  if (!existsSync(root)) return report;
  for (const projectId of readdirSync(root).sort()) {
    if (!store.projects.has(projectId)) continue;
    for (const name of readdirSync(join(root, projectId)).filter((n) => n.endsWith('.json')).sort()) {
      const file = join(root, projectId, name);
      try {
        const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
        const storedOwner = str(prop(prop(json, IMPORT_META_KEY), 'ownerId'));
        const owner = storedOwner && store.users.has(storedOwner) ? storedOwner : fallbackOwner(projectId);
        const result = prepareImport(store, projectId, owner, json, now);
        if (!result.ok) report.skipped.push({ file, reason: result.refusal.message });
        else {
          commitImport(store, result.prepared);
          report.loaded.push(file);
        }
      } catch (error) {
        report.skipped.push({ file, reason: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return report;
}
