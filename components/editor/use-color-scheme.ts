'use client';

import { useResolvedTheme } from '@/components/ui/theme';

/** The console's theme in effect (the user's choice, or the OS colour scheme), live. */
export function useColorScheme(): 'light' | 'dark' {
  return useResolvedTheme();
}
