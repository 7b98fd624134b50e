import 'server-only';
import { contract } from '@/lib/contract';
import { CHAT_FILE_MAX_BYTES } from '@/lib/contract/ops/channel-inputs';
import { requireProject } from '../access';
import { recordProjectAudit } from '../audit';
import { randomToken } from '../crypto';
import { PlatformError, badRequest, conflict, notFound } from '../errors';
import { CHANNEL_SLUG, writeChannel } from '../channels/manifest-channels';
import {
  CHAT_MODE_EVENTS,
  DEMO_CHAT_WORKSPACE,
  DEMO_MAIL_DOMAIN,
  EMAIL_EVENTS,
  channelStateOf,
  channelStateToChange,
  chatAppManifestOf,
  chatFileIdOf,
  chatInstallationOf,
  emailInstallationOf,
  toChatFile,
} from '../channels/state';
import { created, isoAt, on, type HandlerContext, type HandlerTable } from '../runtime';

const chat = contract.project.channels.slack;
const email = contract.project.channels.email;

const READ = 'channel.read';
const CONNECT = 'channel.connect';
const DISCONNECT = 'channel.disconnect';
const SEND = 'channel.send';

/** A local part no other project's email channel uses, from the project's id. */
function freeAddress(ctx: HandlerContext, projectId: string, wanted: string | undefined): string {
  const taken = (address: string) => [...ctx.rt.store.channels.values()].some((s) => s.project_id !== projectId && s.email.address === address);
  if (wanted) {
    const address = `${wanted}@${DEMO_MAIL_DOMAIN}`;
    if (taken(address)) throw conflict('address_taken', `${address} belongs to another project: choose another name`, { path: ['local_part'] });
    return address;
  }
  const base = projectId.replace(/^proj_/, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'agent';
  for (let n = 1; ; n++) {
    const address = `${n === 1 ? base : `${base}-${n}`}@${DEMO_MAIL_DOMAIN}`;
    if (!taken(address)) return address;
  }
}

// Access (docs/CHANNELS.md): channel.read to read, channel.connect to connect and configure, channel.disconnect to
// disconnect, channel.send to upload a file. Members hold channel.read; managers all four.
export const channelHandlers: HandlerTable = {
  'project.channels.slack.installation': on(chat.installation, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, READ);
    return chatInstallationOf(ctx.rt, project);
  }),

  'project.channels.slack.manifest': on(chat.manifest, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, READ);
    return chatAppManifestOf(ctx.rt, project, new URL(ctx.request.url).origin);
  }),

  'project.channels.slack.connect': on(chat.connect, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, CONNECT);
    const state = channelStateToChange(ctx.rt.store, project.id).chat;
    if (state.connected_at) throw conflict('already_connected', `The agent is already installed in ${DEMO_CHAT_WORKSPACE.name}: disconnect it first`);
    const mode = ctx.input.mode ?? state.mode;
    // The manifest first: a refusal (invalid manifest) leaves the channel as it was.
    const commit = writeChannel(ctx.rt, project, caller, 'chat', { events: CHAT_MODE_EVENTS[mode], defaultEvents: CHAT_MODE_EVENTS[mode] }, `Connect the chat channel (${DEMO_CHAT_WORKSPACE.name}, ${mode})`);
    Object.assign(state, { connected_at: isoAt(ctx.rt.now()), connected_by: caller.principal.id, mode, bot_name: ctx.input.bot_name ?? state.bot_name, commit: commit ?? state.commit });
    recordProjectAudit(ctx, caller, project, 'project.channel.connect', { type: 'channel', id: CHANNEL_SLUG.chat }, { workspace: DEMO_CHAT_WORKSPACE.id, mode, ...(commit ? { commit } : {}) });
    return chatInstallationOf(ctx.rt, project);
  }),

  'project.channels.slack.mode': on(chat.mode, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, CONNECT);
    const state = channelStateToChange(ctx.rt.store, project.id).chat;
    if (!state.connected_at) throw conflict('not_connected', 'Connect the chat channel before choosing its mode');
    const mode = ctx.input.mode;
    if (mode !== state.mode) {
      const commit = writeChannel(ctx.rt, project, caller, 'chat', { events: CHAT_MODE_EVENTS[mode], defaultEvents: CHAT_MODE_EVENTS[mode] }, `Chat channel mode: ${mode}`);
      state.mode = mode;
      if (commit) state.commit = commit;
      recordProjectAudit(ctx, caller, project, 'project.channel.mode', { type: 'channel', id: CHANNEL_SLUG.chat }, { mode, ...(commit ? { commit } : {}) });
    }
    return chatInstallationOf(ctx.rt, project);
  }),

  'project.channels.slack.disconnect': on(chat.disconnect, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, DISCONNECT);
    const state = channelStateToChange(ctx.rt.store, project.id).chat;
    if (!state.connected_at) throw conflict('not_connected', 'The chat channel is not connected');
    const commit = writeChannel(ctx.rt, project, caller, 'chat', null, `Disconnect the chat channel (${DEMO_CHAT_WORKSPACE.name})`);
    Object.assign(state, { connected_at: null, connected_by: null, commit: commit ?? state.commit });
    for (const [id, file] of ctx.rt.store.chatFiles) if (file.project_id === project.id) ctx.rt.store.chatFiles.delete(id);
    recordProjectAudit(ctx, caller, project, 'project.channel.disconnect', { type: 'channel', id: CHANNEL_SLUG.chat }, { workspace: DEMO_CHAT_WORKSPACE.id, ...(commit ? { commit } : {}) });
    return chatInstallationOf(ctx.rt, project);
  }),

  'project.channels.slack.uploadFile': on(chat.uploadFile, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, SEND);
    if (!channelStateOf(ctx.rt.store, project.id).chat.connected_at) throw conflict('not_connected', 'Connect the chat channel before uploading files to it');
    const bytes = Buffer.from(ctx.input.content, 'base64');
    if (bytes.length > CHAT_FILE_MAX_BYTES) throw new PlatformError(413, 'file_too_large', `A chat file is at most ${CHAT_FILE_MAX_BYTES} bytes (got ${bytes.length})`, { limit: CHAT_FILE_MAX_BYTES, path: ['content'] });
    const id = `F${randomToken(10).toUpperCase().replace(/[^A-Z0-9]/g, 'X')}`;
    const record = { id, project_id: project.id, name: ctx.input.filename, content_type: ctx.input.content_type ?? 'application/octet-stream', size: bytes.length, data: ctx.input.content, uploaded_at: isoAt(ctx.rt.now()) };
    ctx.rt.store.chatFiles.set(id, record);
    recordProjectAudit(ctx, caller, project, 'project.channel.file.upload', { type: 'chat_file', id }, { size: bytes.length });
    return created(toChatFile(record));
  }),

  'project.channels.slack.getFile': on(chat.getFile, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, READ);
    const id = chatFileIdOf(ctx.input.url);
    if (!id) throw badRequest('invalid_file_url', `Only files of the connected chat workspace can be fetched (https://files.chat.example/${DEMO_CHAT_WORKSPACE.id}/…)`, { path: ['url'] });
    const file = ctx.rt.store.chatFiles.get(id);
    if (!file || file.project_id !== project.id) throw notFound('Chat file');
    return new Response(new Uint8Array(Buffer.from(file.data, 'base64')), {
      status: 200,
      headers: { 'content-type': file.content_type, 'content-disposition': `attachment; filename="${encodeURIComponent(file.name)}"`, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
    });
  }),

  'project.channels.email.installation': on(email.installation, async (ctx) => {
    const { project } = await requireProject(ctx, ctx.params.projectId, READ);
    if (ctx.input.connectorSlug !== undefined && ctx.input.connectorSlug !== CHANNEL_SLUG.email) throw notFound(`An email channel with connector ${ctx.input.connectorSlug}`);
    return emailInstallationOf(ctx.rt, project);
  }),

  'project.channels.email.connect': on(email.connect, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, CONNECT);
    const state = channelStateToChange(ctx.rt.store, project.id).email;
    if (state.connected_at) throw conflict('already_connected', `The agent already has the address ${state.address}: disconnect it first`);
    const address = freeAddress(ctx, project.id, ctx.input.local_part);
    const commit = writeChannel(ctx.rt, project, caller, 'email', { defaultEvents: EMAIL_EVENTS }, `Connect the email channel (${address})`);
    Object.assign(state, { connected_at: isoAt(ctx.rt.now()), connected_by: caller.principal.id, address, mode: ctx.input.mode ?? state.mode, commit: commit ?? state.commit });
    recordProjectAudit(ctx, caller, project, 'project.channel.connect', { type: 'channel', id: CHANNEL_SLUG.email }, { address, ...(commit ? { commit } : {}) });
    return emailInstallationOf(ctx.rt, project);
  }),

  'project.channels.email.mode': on(email.mode, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, CONNECT);
    const state = channelStateToChange(ctx.rt.store, project.id).email;
    if (!state.connected_at) throw conflict('not_connected', 'Connect the email channel before choosing its mode');
    if (state.mode !== ctx.input.mode) {
      state.mode = ctx.input.mode;
      recordProjectAudit(ctx, caller, project, 'project.channel.mode', { type: 'channel', id: CHANNEL_SLUG.email }, { mode: state.mode });
    }
    return emailInstallationOf(ctx.rt, project);
  }),

  'project.channels.email.updatePolicy': on(email.updatePolicy, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, CONNECT);
    const state = channelStateToChange(ctx.rt.store, project.id).email;
    if (ctx.input.allowed_senders === undefined && ctx.input.require_approval === undefined) throw badRequest('invalid_request', 'Give allowed_senders, require_approval or both', { path: [] });
    state.policy = {
      allowed_senders: ctx.input.allowed_senders ? [...new Set(ctx.input.allowed_senders)] : state.policy.allowed_senders,
      require_approval: ctx.input.require_approval ?? state.policy.require_approval,
    };
    recordProjectAudit(ctx, caller, project, 'project.channel.email.policy', { type: 'channel', id: CHANNEL_SLUG.email }, { allowed_senders: state.policy.allowed_senders.length, require_approval: state.policy.require_approval });
    return emailInstallationOf(ctx.rt, project);
  }),

  'project.channels.email.disconnect': on(email.disconnect, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, DISCONNECT);
    const state = channelStateToChange(ctx.rt.store, project.id).email;
    if (!state.connected_at) throw conflict('not_connected', 'The email channel is not connected');
    const commit = writeChannel(ctx.rt, project, caller, 'email', null, `Disconnect the email channel (${state.address})`);
    const address = state.address;
    Object.assign(state, { connected_at: null, connected_by: null, address: null, commit: commit ?? state.commit });
    recordProjectAudit(ctx, caller, project, 'project.channel.disconnect', { type: 'channel', id: CHANNEL_SLUG.email }, { address, ...(commit ? { commit } : {}) });
    return emailInstallationOf(ctx.rt, project);
  }),

  'project.channels.voice.setBotName': on(contract.project.channels.voice.setBotName, async (ctx) => {
    const { project, caller } = await requireProject(ctx, ctx.params.projectId, CONNECT);
    const voice = channelStateToChange(ctx.rt.store, project.id).voice;
    voice.bot_name = ctx.input.name;
    voice.updated_at = isoAt(ctx.rt.now());
    recordProjectAudit(ctx, caller, project, 'project.channel.voice.bot_name', { type: 'channel', id: 'voice' });
    return { bot_name: voice.bot_name, updated_at: voice.updated_at };
  }),
};
