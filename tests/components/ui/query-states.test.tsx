// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryList, QueryStates, queryWaiting } from '@/components/ui/query-states';

afterEach(cleanup);

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function Names({ read }: { read: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['names'], queryFn: read });
  return (
    <QueryList query={query} loading={<p>loading names</p>} empty="No names">
      {(name) => <li key={name}>{name}</li>}
    </QueryList>
  );
}

describe('QueryStates, QueryList and queryWaiting: the loading → error → empty → data ladder', () => {
  it('shows the loading element while the first read is under way', () => {
    render(withClient(<Names read={() => new Promise(() => undefined)} />));
    expect(screen.getByText('loading names')).toBeTruthy();
  });

  it('shows the items in a list once they arrive', async () => {
    render(withClient(<Names read={async () => ['ada', 'grace']} />));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['ada', 'grace']);
  });

  it('shows the empty state, by its title, for an empty list', async () => {
    render(withClient(<Names read={async () => []} />));
    expect(await screen.findByText('No names')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error with a retry that reads again', async () => {
    let calls = 0;
    const read = async () => {
      calls++;
      if (calls === 1) throw new Error('the platform fell over');
      return ['ada'];
    };
    render(withClient(<Names read={read} />));
    expect((await screen.findByRole('alert')).textContent).toContain('the platform fell over');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('listitem')).textContent).toBe('ada');
    expect(calls).toBe(2);
  });

  it('gives any data to children, and an element given as empty is shown as it is', async () => {
    function Count({ read }: { read: () => Promise<number[]> }) {
      const query = useQuery({ queryKey: ['count'], queryFn: read });
      return (
        <QueryStates query={query} loading={null} empty={<p>nothing counted</p>}>
          {(values) => <p>{values.length} counted</p>}
        </QueryStates>
      );
    }
    const { unmount } = render(withClient(<Count read={async () => [1, 2, 3]} />));
    expect(await screen.findByText('3 counted')).toBeTruthy();
    unmount();
    render(withClient(<Count read={async () => []} />));
    expect(await screen.findByText('nothing counted')).toBeTruthy();
  });

  it('queryWaiting is null once the data is there, so a component can return early until then', async () => {
    function Detail() {
      const query = useQuery({ queryKey: ['detail'], queryFn: async () => ({ name: 'storefront' }) });
      const waiting = queryWaiting(query, <p>reading</p>);
      if (waiting) return waiting;
      return <h1>{query.data?.name}</h1>;
    }
    render(withClient(<Detail />));
    expect(screen.getByText('reading')).toBeTruthy();
    expect((await screen.findByRole('heading')).textContent).toBe('storefront');
  });
});
