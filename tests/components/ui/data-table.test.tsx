// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, ROWS_BEFORE_VIRTUALIZER, VIRTUALIZE_ABOVE, type DataColumn } from '@/components/ui/data-table';

afterEach(cleanup);

interface Item {
  id: string;
  name: string;
}

const COLUMNS: DataColumn<Item>[] = [
  { id: 'id', header: 'Id', cell: (item) => item.id },
  { id: 'name', header: 'Name', cell: (item) => item.name },
];

const items = (count: number): Item[] => Array.from({ length: count }, (_, i) => ({ id: `item_${i}`, name: `Item ${i}` }));

/** The body's rows (the header's row sits in the sticky rowgroup). */
const bodyRows = () => [...screen.getByRole('table', { name: 'Items' }).querySelectorAll('[role="row"]')].filter((row) => row.getAttribute('aria-rowindex') !== '1');

describe('DataTable: every row up to the limit, only the rows in view above it', () => {
  it('a short virtualized table draws every row and reports that it drew them all', async () => {
    const onVisibleRange = vi.fn();
    render(<DataTable label="Items" what="item" columns={COLUMNS} rows={items(30)} rowKey={(i) => i.id} virtualize onVisibleRange={onVisibleRange} />);
    expect(bodyRows()).toHaveLength(30);
    expect(bodyRows().every((row) => (row as HTMLElement).style.position === '')).toBe(true);
    await waitFor(() => expect(onVisibleRange).toHaveBeenLastCalledWith(0, 29));
    expect(within(bodyRows()[29] as HTMLElement).getByText('Item 29')).toBeTruthy();
  });

  it('a long virtualized table draws the first rows at once, then only the rows in view, placed by the virtualizer', async () => {
    const count = VIRTUALIZE_ABOVE * 10;
    render(<DataTable label="Items" what="item" columns={COLUMNS} rows={items(count)} rowKey={(i) => i.id} virtualize />);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(table.getAttribute('aria-rowcount')).toBe(String(count + 1));
    // Before the virtualizer's chunk arrives (or with it): a screen's worth of first rows at most, never all of them.
    expect(bodyRows().length).toBeLessThanOrEqual(ROWS_BEFORE_VIRTUALIZER);
    await waitFor(() => expect(table.querySelector('[role="rowgroup"][style*="height"]')).not.toBeNull());
    expect(bodyRows().length).toBeLessThan(count);
    expect(bodyRows().every((row) => (row as HTMLElement).style.position === 'absolute')).toBe(true);
  });

  it('a long table without virtualize draws every row, with no virtual body', () => {
    const count = VIRTUALIZE_ABOVE * 3;
    render(<DataTable label="Items" what="item" columns={COLUMNS} rows={items(count)} rowKey={(i) => i.id} />);
    expect(bodyRows()).toHaveLength(count);
    expect(screen.getByRole('table', { name: 'Items' }).querySelector('[role="rowgroup"][style*="height"]')).toBeNull();
  });

  it('a row not loaded yet (a hole) is a busy placeholder row in the plain body too', () => {
    const rows: (Item | undefined)[] = [...items(3), undefined];
    render(<DataTable label="Items" what="item" columns={COLUMNS} rows={rows} rowKey={(i) => i.id} virtualize placeholder={(index) => `Loading row ${index + 1}…`} />);
    const hole = bodyRows()[3] as HTMLElement;
    expect(hole.getAttribute('aria-busy')).toBe('true');
    expect(hole.textContent).toBe('Loading row 4…');
  });
});
