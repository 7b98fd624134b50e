"use client";

import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Skeleton } from "@/components/ui/states";
import { useEmbeddedPlatform } from "@/components/shell/embedded-platform";

// The form (the agent picker reads the manifest, the mutation, the router) loads with the dialog, not with the list.
const NewSessionForm = lazy(() => import("./new-session-form").then((m) => ({ default: m.NewSessionForm })));

/** "New session": pick an agent from the manifest (default_agent preselected), write the prompt, watch it run. */
export function NewSessionDialog({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  const embedded = useEmbeddedPlatform();
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="New session"
      description={
        embedded
          ? "The agent starts on your prompt at once; you watch it work on the session page. On this embedded platform the session is saved on the server's disk before it starts, and it is still here after a restart."
          : 'The agent starts on your prompt at once; you watch it work on the session page.'
      }
      trigger={
        <Button variant="primary" size="sm">
          New session
        </Button>
      }
    >
      <Suspense fallback={<Skeleton className="h-48 w-full" />}>
        <NewSessionForm projectId={projectId} onDone={() => setOpen(false)} />
      </Suspense>
    </Modal>
  );
}
