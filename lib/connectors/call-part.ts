// A console tool call as a timeline tool part, so the playground shows it with the timeline's own renderers (and the
// client classifier turns `success: false` into an error, as for an agent's call).
import type { ToolCallResult } from '@/lib/contract/types-connectors';
import type { ToolPart } from '@/lib/contract/wire';

export function toolPartOfCall(result: ToolCallResult, args: Record<string, unknown>, at: number): ToolPart {
  return {
    id: `prt_console_${at}`,
    sessionID: 'ses_console',
    messageID: 'msg_console',
    type: 'tool',
    tool: result.tool,
    callID: `call_console_${at}`,
    state: {
      status: 'completed',
      input: args,
      output: JSON.stringify(result.output, null, 2),
      title: result.tool,
      metadata: { policy: result.policy },
      time: { start: at, end: at + result.duration_ms },
    },
  };
}
