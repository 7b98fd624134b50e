// The lazy tool view model (fields parsed on first read), on generated and malformed parts: reading its fields in any
// order gives the same model, no read throws, and a field is parsed once. What each kind holds is tests/sdk/tool-view-model.test.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toolViewModel } from "@/lib/sdk";

const PATCH = [
  "--- a/src/app.ts",
  "+++ b/src/app.ts",
  "@@ -10,3 +10,4 @@",
  " main();",
  "-run(1);",
  "+run(2);",
  "+log();",
  " end();",
  "",
].join("\n");

const toolName = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.constantFrom(
      "bash",
      "read",
      "write",
      "edit",
      "multiedit",
      "apply_patch",
      "patch",
      "grep",
      "glob",
      "webfetch",
      "web_search",
      "websearch",
      "image_search",
      "task",
      "todowrite",
      "question",
      "list",
      "skill",
      "zz_custom_tool",
    ),
  },
  fc.string({ maxLength: 6 }),
  fc.anything(),
);

const text = fc.oneof(fc.string({ maxLength: 12 }), {
  weight: 4,
  arbitrary: fc.constantFrom(
    "",
    "   ",
    "ok\n",
    "\u001b[31mred\u001b[0m done",
    PATCH,
    PATCH.replace("@@ -10,3", "@@ -10,9"),
    "<path>/w/a.ts</path>\n<type>file</type>\n<content>\n1: a\n2: b\n\n(End of file - total 2 lines)\n</content>",
    "<path>/w/src</path>\n<type>directory</type>\n<entries>\na.ts\nb/\n</entries>",
    "<path></path>\n<content>\n7| x\n</content>",
    "<file>\n00001| first\n00002| second\n</file>",
    "<file>\nno numbers",
    "<task_result>\nall done\n</task_result>",
    '{"success":true,"answer":"yes","results":[{"title":"t","url":"https://x.dev","content":"c"},{"link":"l","description":"d"},3]}',
    '{"success":false,"error":{"message":"quota"}}',
    '{"success":false,"message":"down"}',
    '[{"title":"only"}]',
    '{"a":[1,2,{"b":null}]}',
    '{"broken":',
    "null",
    "42",
  ),
});

const record = (keys: string[]) =>
  fc.dictionary(
    fc.constantFrom(...keys),
    fc.oneof(text, fc.integer(), fc.boolean(), fc.anything()),
    { maxKeys: 5 },
  );

const input = fc.oneof(
  {
    weight: 4,
    arbitrary: record([
      "query",
      "filePath",
      "path",
      "url",
      "command",
      "description",
      "content",
      "oldString",
      "newString",
      "pattern",
      "prompt",
      "subagent_type",
      "agent",
      "patchText",
    ]),
  },
  fc.record(
    {
      edits: fc.array(
        fc.oneof(
          fc.record({ oldString: text, newString: text }),
          fc.anything(),
        ),
        { maxLength: 3 },
      ),
      todos: fc.array(
        fc.oneof(
          record(["id", "content", "status", "priority"]),
          fc.anything(),
        ),
        { maxLength: 3 },
      ),
      questions: fc.array(
        fc.oneof(
          fc.record({
            question: text,
            header: text,
            multiple: fc.boolean(),
            options: fc.array(record(["label", "description"]), {
              maxLength: 2,
            }),
          }),
          fc.anything(),
        ),
        { maxLength: 2 },
      ),
      patchText: fc.constantFrom(
        "*** Begin Patch\n*** Add File: a.ts\n+x\n*** Update File: b.ts\n*** End Patch",
        "nothing",
      ),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

const filediff = fc.oneof(
  fc.record(
    {
      file: text,
      patch: text,
      additions: fc.oneof(fc.nat(9), fc.anything()),
      deletions: fc.oneof(fc.nat(9), fc.anything()),
      before: text,
      after: text,
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

const metadata = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        filediff,
        diff: text,
        files: fc.array(
          fc.oneof(
            fc.record(
              {
                filePath: text,
                relativePath: text,
                patch: text,
                type: text,
                additions: fc.nat(5),
                deletions: fc.nat(5),
              },
              { requiredKeys: [] },
            ),
            fc.anything(),
          ),
          { maxLength: 3 },
        ),
        preview: text,
        output: text,
        exit: fc.oneof(fc.integer(), fc.anything()),
        filepath: text,
        matches: fc.oneof(fc.nat(), fc.anything()),
        count: fc.nat(),
        answers: fc.anything(),
        todos: fc.anything(),
        sessionId: text,
      },
      { requiredKeys: [] },
    ),
  },
  fc.anything(),
);

const state = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      {
        status: fc.oneof(
          {
            weight: 4,
            arbitrary: fc.constantFrom(
              "completed",
              "error",
              "running",
              "pending",
            ),
          },
          fc.anything(),
        ),
        input,
        output: fc.oneof({ weight: 6, arbitrary: text }, fc.anything()),
        error: fc.oneof(text, fc.anything()),
        title: text,
        metadata,
      },
      { requiredKeys: ["status", "input", "output"] },
    ),
  },
  fc.anything(),
);

const toolPart = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record(
      {
        id: fc.constant("prt_1"),
        type: fc.constant("tool"),
        callID: fc.constant("call_1"),
        tool: toolName,
        state,
      },
      { requiredKeys: ["tool", "state"] },
    ),
  },
  fc.anything(),
);

describe("the lazy tool view model", () => {
  it("reads the same whatever order its fields are read in, and a model read at once equals one read late", () => {
    fc.assert(
      fc.property(toolPart, fc.array(fc.nat(), { maxLength: 12 }), (part, order) => {
        const late = toolViewModel(part) as unknown as Record<string, unknown>;
        const keys = Object.keys(late);
        if (keys.length > 0) for (const n of order) void late[keys[n % keys.length]];
        expect({ ...late }).toStrictEqual({ ...toolViewModel(part) });
        expect(JSON.parse(JSON.stringify(late))).toStrictEqual(JSON.parse(JSON.stringify(toolViewModel(part))));
      }),
      { numRuns: 2000 },
    );
  });

  it("never throws, whichever field is read first, and gives the same value on a second read", () => {
    fc.assert(
      fc.property(toolPart, fc.nat(), (part, seed) => {
        const model = toolViewModel(part) as unknown as Record<string, unknown>;
        const keys = Object.keys(model);
        const first = keys.length > 0 ? keys[seed % keys.length] : undefined;
        if (first !== undefined) void model[first];
        const once = { ...model };
        expect({ ...model }).toStrictEqual(once);
      }),
      { numRuns: 1000 },
    );
  });

  it("parses nothing until a lazy field is read, and only once", () => {
    const output = JSON.stringify({
      success: true,
      results: [{ title: "T", url: "https://t.dev" }],
    });
    const part = {
      type: "tool",
      tool: "web_search",
      state: { status: "completed", input: { query: "q" }, output },
    };
    const model = toolViewModel(part);
    expect(model.kind).toBe("web-search");
    if (model.kind !== "web-search") return;
    expect(model.query).toBe("q");
    const results = model.results;
    expect(results).toEqual([{ title: "T", url: "https://t.dev" }]);
    expect(model.results).toBe(results);
  });
});
