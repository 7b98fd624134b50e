'use client';

import { createContext, useContext } from 'react';

export interface OutputRequest {
  title: string;
  text: string;
}

export interface TimelineContextValue {
  projectId: string;
  sessionId: string;
  /** Opens the side panel with a tool's full output. */
  openOutput: (request: OutputRequest) => void;
  /** The turn and part to highlight (a search hit, a deep link, keyboard navigation). */
  highlightTurnId: string | null;
  highlightPartId: string | null;
}

const noop = () => {};

export const TimelineContext = createContext<TimelineContextValue>({
  projectId: '',
  sessionId: '',
  openOutput: noop,
  highlightTurnId: null,
  highlightPartId: null,
});

export function useTimeline(): TimelineContextValue {
  return useContext(TimelineContext);
}
