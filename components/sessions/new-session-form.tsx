"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { describeError } from "@/lib/errors/describe-error";
import { useCreateSession } from "@/lib/sdk/react/session-list";
import { Button } from "@/components/ui/button";
import { ModalClose } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { useDeclaredObjects } from "@/components/access/use-declared-objects";

/** Mounted only while the dialog is open (so the list renders without a router, as in component tests). */
export function NewSessionForm({
  projectId,
  onDone,
}: {
  projectId: string;
  onDone: () => void;
}) {
  const router = useRouter();
  const [agent, setAgent] = useState("");
  const [prompt, setPrompt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const declared = useDeclaredObjects(projectId);
  const create = useCreateSession(projectId);
  const promptId = useId();
  const chosen = agent || declared.objects.defaultAgent || "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!prompt.trim()) return setError("Write what the agent should do.");
    setError(null);
    try {
      const session = await create.mutateAsync({
        prompt: prompt.trim(),
        ...(chosen ? { agent: chosen } : {}),
      });
      onDone();
      router.push(`/projects/${projectId}/sessions/${session.id}`);
    } catch (e) {
      const info = describeError(e);
      setError(`${info.title}: ${info.detail}`);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <SelectField
        label="Agent"
        value={chosen}
        onChange={(e) => setAgent(e.target.value)}
        hint={
          declared.isLoading
            ? "Reading the manifest…"
            : declared.objects.agents.length === 0
              ? "The manifest declares no agents."
              : undefined
        }
      >
        {declared.objects.agents.map((name) => {
          const facts = declared.objects.agentFacts[name];
          return (
            <option key={name} value={name} disabled={!facts?.enabled}>
              {name}
              {name === declared.objects.defaultAgent ? " (default)" : ""}
              {facts && !facts.enabled ? " — disabled in the manifest" : ""}
            </option>
          );
        })}
      </SelectField>
      <div className="flex flex-col gap-1">
        <label htmlFor={promptId} className="text-sm font-medium">
          Prompt
        </label>
        <textarea
          id={promptId}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          rows={5}
          maxLength={20_000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${promptId}-error` : undefined}
          className="rounded-md border border-border bg-bg p-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          placeholder="e.g. Fix the rounding in the cart totals and add a test"
        />
      </div>
      {error && (
        <p
          id={`${promptId}-error`}
          role="alert"
          className="rounded-md border border-danger/40 bg-danger-bg p-2 text-sm text-danger"
        >
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <ModalClose asChild>
          <Button size="sm">Cancel</Button>
        </ModalClose>
        <Button
          type="submit"
          variant="primary"
          size="sm"
          pending={create.isPending}
        >
          Start
        </Button>
      </div>
    </form>
  );
}
