import 'server-only';
import type { HandlerTable } from '../runtime';
import { changeRequestHandlers } from './change-requests';
import { manifestHandlers } from './manifest';
import { repoFileHandlers } from './repo-files';

/** The project repository: files, git history, change requests and the manifest operations. */
export const repoHandlers: HandlerTable = {
  ...repoFileHandlers,
  ...changeRequestHandlers,
  ...manifestHandlers,
};
