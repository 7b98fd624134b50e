import type { ToolAction } from '@/lib/contract/types-connectors';

export const ACTION_LABEL: Record<ToolAction, string> = { always_run: 'Allow', require_approval: 'Ask for approval', block: 'Deny' };
