"use client";

import Editor, { type OnMount } from "@monaco-editor/react";
import type * as Monaco from "monaco-editor";
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
} from "react";
import { EDITOR_FONT_SIZE, EDITOR_LINE_HEIGHT } from "@/lib/manifest/editor/editor-metrics";
import {
  DARK_THEME,
  LIGHT_THEME,
  loadMonaco,
  type MonacoApi,
} from "./monaco-setup";
import type { CodeEditorHandle, CodeEditorProps } from "./types";
import { useColorScheme } from "./use-color-scheme";

const MARKER_OWNER = "platform-console";
const SCHEMA_URI = "inmemory://platform-console/manifest.schema.json";

export { loadMonaco };

/** The Monaco surface of CodeEditor; only ever loaded in the browser through a dynamic import. */
export function MonacoView({
  ref,
  value,
  onChange,
  language,
  path,
  label,
  markers = [],
  jsonSchema,
  readOnly,
}: CodeEditorProps & { ref?: Ref<CodeEditorHandle> }) {
  const scheme = useColorScheme();
  const [editor, setEditor] =
    useState<Monaco.editor.IStandaloneCodeEditor | null>(null);
  const monacoRef = useRef<MonacoApi | null>(null);

  // The wrapper calls the onMount of its first render, so it reads this render's value and onChange from here. A layout
  // effect, so that they are current before the wrapper's effects of the same commit run.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });

  // The wrapper listens for edits only from the render after the editor exists; keys that landed in between (a busy
  // main thread runs input before React's render) or were replayed from the first view would be in the editor but
  // never reported.
  const report = (target: { getValue(): string }) => {
    const text = target.getValue();
    if (text !== latest.current.value) latest.current.onChange(text);
  };

  // No handle until the editor exists, so a caller waiting for it acts on a working one.
  useImperativeHandle(
    ref,
    () =>
      (editor
        ? {
            revealPosition(line: number, column: number) {
              editor.setPosition({ lineNumber: line, column });
              editor.revealPositionInCenterIfOutsideViewport({
                lineNumber: line,
                column,
              });
              editor.focus();
            },
            focus() {
              editor.focus();
            },
            replay(input) {
              if (readOnly || input.length === 0) return;
              for (const step of input) {
                if (step.kind === "text") editor.trigger("keyboard", "type", { text: step.text });
                else editor.trigger("keyboard", step.kind, null);
              }
              report(editor);
            },
          }
        : null) as CodeEditorHandle,
    [editor, readOnly],
  );

  useEffect(() => {
    const monaco = monacoRef.current;
    const model = editor?.getModel();
    if (!monaco || !model) return;
    monaco.editor.setModelMarkers(
      model,
      MARKER_OWNER,
      markers.map((m) => ({
        startLineNumber: m.line,
        startColumn: m.column,
        endLineNumber: m.endLine,
        endColumn: m.endColumn,
        message: m.message,
        severity:
          m.severity === "error"
            ? monaco.MarkerSeverity.Error
            : monaco.MarkerSeverity.Warning,
        code: m.code,
        source: "manifest",
      })),
    );
  }, [editor, markers]);

  useEffect(() => {
    if (language !== "yaml" || !jsonSchema || !editor) return;
    let live = true;
    void loadMonaco().then(({ yaml }) => {
      const uri = editor.getModel()?.uri.toString();
      if (!live || !uri) return;
      void yaml.update({
        schemas: [{ uri: SCHEMA_URI, fileMatch: [uri], schema: jsonSchema() }],
        hoverSchemaSource: false,
      });
    });
    return () => {
      live = false;
    };
  }, [editor, jsonSchema, language]);

  const onMount: OnMount = (mounted, monaco) => {
    monacoRef.current = monaco as unknown as MonacoApi;
    setEditor(mounted as unknown as Monaco.editor.IStandaloneCodeEditor);
    report(mounted);
  };

  return (
    <Editor
      value={value}
      onChange={(next) => onChange(next ?? "")}
      language={language}
      path={path}
      theme={scheme === "dark" ? DARK_THEME : LIGHT_THEME}
      onMount={onMount}
      loading={null}
      options={{
        readOnly,
        ariaLabel: label,
        minimap: { enabled: false },
        fontSize: EDITOR_FONT_SIZE,
        lineHeight: EDITOR_LINE_HEIGHT,
        padding: { top: 0 },
        tabSize: 2,
        insertSpaces: true,
        scrollBeyondLastLine: false,
        automaticLayout: true,
        renderValidationDecorations: "on",
        quickSuggestions: { other: true, comments: false, strings: true },
        fixedOverflowWidgets: true,
      }}
    />
  );
}
