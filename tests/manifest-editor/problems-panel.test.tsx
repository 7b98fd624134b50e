// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeEditor, type CodeEditorHandle } from '@/components/editor/code-editor';
import { ProblemsPanel } from '@/components/manifest/problems-panel';
import { parseManifest } from '@/lib/manifest';
import { toMarkers } from '@/lib/manifest/editor/markers';
import { useCleanDrafts } from './harness';

const SOURCE = ['platform_version: 2', 'default_agent: main', 'agents:', '  main: {}', 'apps:', '  web:', '    path: web', '    type: static', '    port: 8080', ''].join('\n');

describe('ProblemsPanel', () => {
  useCleanDrafts();

  it('lists each problem with its severity and place, and says so when there is none', () => {
    const markers = toMarkers(parseManifest(SOURCE).diagnostics);
    expect(markers.length).toBeGreaterThan(0);
    const { rerender } = render(<ProblemsPanel markers={markers} onJump={() => {}} />);
    const items = within(screen.getByRole('list', { name: 'Problems' })).getAllByRole('button');
    expect(items).toHaveLength(markers.length);
    expect(items[0].textContent).toMatch(/Error/);
    expect(items[0].textContent).toMatch(/8080/);
    expect(items[0].textContent).toContain('Line 9, column');
    rerender(<ProblemsPanel markers={[]} onJump={() => {}} />);
    expect(screen.getByText(/No problems/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Problems' })).toBeNull();
  });

  it('jumps to a problem on click and on Enter', async () => {
    const onJump = vi.fn();
    const markers = [
      { line: 3, column: 5, endLine: 3, endColumn: 9, message: 'first', severity: 'warning' as const },
      { line: 7, column: 2, endLine: 7, endColumn: 4, message: 'second', severity: 'error' as const },
    ];
    render(<ProblemsPanel markers={markers} onJump={onJump} />);
    fireEvent.click(screen.getByRole('button', { name: /second/ }));
    expect(onJump).toHaveBeenLastCalledWith(7, 2);
    screen.getByRole('button', { name: /first/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onJump).toHaveBeenLastCalledWith(3, 5);
  });

  it('indents with Tab in the plain editor, and Escape then Tab leaves it (no keyboard trap)', async () => {
    function Harness() {
      const [value, setValue] = useState('a:\n');
      return (
        <>
          <CodeEditor value={value} onChange={setValue} language="yaml" path="x/platform.yaml" label="plain editor" />
          <button type="button">after</button>
        </>
      );
    }
    render(<Harness />);
    const area = screen.getByRole('textbox', { name: 'plain editor' }) as HTMLTextAreaElement;
    await userEvent.click(area);
    area.setSelectionRange(3, 3);
    await userEvent.keyboard('{Tab}');
    expect(area.value).toBe('a:\n  ');
    expect(document.activeElement).toBe(area);
    await userEvent.keyboard('{Escape}{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
    expect(area.value).toBe('a:\n  ');
  });

  it('moves the plain editor’s cursor to the problem (the fallback where Monaco cannot load)', async () => {
    expect(typeof Worker).toBe('undefined');
    function Harness() {
      const ref = useRef<CodeEditorHandle>(null);
      const [value, setValue] = useState(SOURCE);
      const markers = toMarkers(parseManifest(value).diagnostics);
      return (
        <>
          <CodeEditor ref={ref} value={value} onChange={setValue} language="yaml" path="x/platform.yaml" label="platform.yaml editor" markers={markers} />
          <ProblemsPanel markers={markers} onJump={(l, c) => ref.current?.revealPosition(l, c)} />
        </>
      );
    }
    render(<Harness />);
    const area = screen.getByRole('textbox', { name: 'platform.yaml editor' }) as HTMLTextAreaElement;
    expect(area.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: /8080/ }));
    expect(document.activeElement).toBe(area);
    const port = SOURCE.indexOf('port: 8080');
    const marker = toMarkers(parseManifest(SOURCE).diagnostics)[0];
    const lineStart = SOURCE.lastIndexOf('\n', port) + 1;
    expect(area.selectionStart).toBe(lineStart + marker.column - 1);
    fireEvent.change(area, { target: { value: SOURCE.replace('8080', '3000') } });
    expect(screen.getByText(/No problems/)).toBeTruthy();
    expect(area.hasAttribute('aria-invalid')).toBe(false);
  });
});
