'use client';

import { useMemo, useState } from 'react';
import { isValidTimeZone, timeZoneChoices } from '@/lib/contract/time-zone';

/**
 * A zone picker's choices: the suggested zones at first, every zone the runtime knows once the picker is focused or
 * pressed. Listing and checking some 400 zones, and hydrating as many options, cost a phone about a tenth of a second
 * at load on every gateway page; a native select runs its focus and pointer-down handlers before it opens, so the
 * whole list is there when it does. The server renders the suggested zones alone, as the browser's first render does.
 */
export function useZoneChoices(suggested: readonly string[]) {
  const [all, setAll] = useState(false);
  const key = suggested.join('\n');
  // Keyed by the zones' names (a new array each render): checking a zone builds an Intl formatter.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const choices = useMemo(() => (all ? timeZoneChoices(suggested) : { suggested: [...new Set(suggested.filter(isValidTimeZone))], others: [] as string[] }), [all, key]);
  const expand = () => {
    if (!all) setAll(true);
  };
  return { choices, pickerProps: { onFocus: expand, onPointerDown: expand } };
}
