'use client';

import { hydrate, useQueryClient, type DehydratedState } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * Puts the reads a server page made into the query cache before its children render, so they render with data on
 * the server and in the browser's first render alike. Unlike react-query's HydrationBoundary it also fills queries
 * that already exist without data (the shell above the page asked for the project and the accounts first); a query
 * only takes data newer than its own, and observers hear of it after render (react-query batches notifications).
 */
export function QuerySeed({ state, children }: { state: DehydratedState | undefined; children: ReactNode }) {
  const client = useQueryClient();
  useState(() => {
    if (state) hydrate(client, state);
    return null;
  });
  return children;
}
