/** The 403 state of a gateway page: what is missing and who has it, instead of a dead page. */
export function NeedsPermission({ permission, what }: { permission: string; what: string }) {
  return (
    <div role="alert" data-forbidden className="rounded-lg border border-border p-4 text-sm">
      <p className="font-medium">You cannot {what} in this project</p>
      <p className="mt-1 text-fg-muted">It needs the <code>{permission}</code> permission, which project managers hold. Ask one of them for access.</p>
    </div>
  );
}
