export type ShortcutAction = 'next-turn' | 'previous-turn' | 'expand-all' | 'collapse-all' | 'focus-search' | 'toggle-help' | 'close';

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The event comes from an input, textarea, select or editable element. */
  editable: boolean;
  /** Focus is inside the timeline's scroll area (arrow keys belong to it only then). */
  timelineFocused: boolean;
}

/** The timeline's keyboard map, as shown in the "?" help. */
export const SHORTCUTS: ReadonlyArray<{ keys: string[]; action: string }> = [
  { keys: ['j', '↓'], action: 'Next turn (arrows when the timeline has focus)' },
  { keys: ['k', '↑'], action: 'Previous turn' },
  { keys: ['e'], action: 'Expand all tools' },
  { keys: ['E'], action: 'Collapse all tools' },
  { keys: ['/'], action: 'Search this session' },
  { keys: ['Enter', 'Shift+Enter'], action: 'Next / previous search hit (in the search box)' },
  { keys: ['?'], action: 'Show or hide this help' },
  { keys: ['Esc'], action: 'Close panels' },
];

/** Which action a key press means; null when none, while typing, or with Ctrl/Meta/Alt held. */
export function shortcutFor(input: KeyInput | unknown): ShortcutAction | null {
  if (typeof input !== 'object' || input === null) return null;
  const { key, ctrlKey, metaKey, altKey, editable, timelineFocused } = input as KeyInput;
  if (typeof key !== 'string' || editable === true || ctrlKey === true || metaKey === true || altKey === true) return null;
  switch (key) {
    case 'j':
      return 'next-turn';
    case 'k':
      return 'previous-turn';
    case 'ArrowDown':
      return timelineFocused === true ? 'next-turn' : null;
    case 'ArrowUp':
      return timelineFocused === true ? 'previous-turn' : null;
    case 'e':
      return 'expand-all';
    case 'E':
      return 'collapse-all';
    case '/':
      return 'focus-search';
    case '?':
      return 'toggle-help';
    case 'Escape':
      return 'close';
    default:
      return null;
  }
}
