import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';

/**
 * Fast path for reading YAML into data. The `yaml` package (which gives positions, errors and the
 * Document API) spends ~15–20 ms on a 1,000-line manifest on this project's machines; js-yaml reads the same
 * text in ~1 ms. parseManifest reads with js-yaml first and builds the `yaml` Document only when it has a
 * problem to place, or when the text uses a feature where the two could disagree.
 *
 * The schema below reproduces the `yaml` package's YAML 1.2 core schema (yaml/dist/schema/core), so both
 * parsers turn plain scalars into the same values; a property test checks that they agree.
 */

const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT_OCT = /^0o[0-7]+$/;
const INT_DEC = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

const coreTypes = [
  new Type('tag:yaml.org,2002:null', {
    kind: 'scalar',
    resolve: (text: string | null) => text === null || NULL.test(text),
    construct: () => null,
  }),
  new Type('tag:yaml.org,2002:bool', {
    kind: 'scalar',
    resolve: (text: string | null) => text !== null && BOOL.test(text),
    construct: (text: string) => text[0] === 't' || text[0] === 'T',
  }),
  new Type('tag:yaml.org,2002:int', {
    kind: 'scalar',
    resolve: (text: string | null) => text !== null && (INT_OCT.test(text) || INT_DEC.test(text) || INT_HEX.test(text)),
    construct: (text: string) =>
      INT_OCT.test(text) ? parseInt(text.substring(2), 8) : INT_HEX.test(text) ? parseInt(text.substring(2), 16) : parseInt(text, 10),
  }),
  new Type('tag:yaml.org,2002:float', {
    kind: 'scalar',
    resolve: (text: string | null) => text !== null && (FLOAT_NAN.test(text) || FLOAT_EXP.test(text) || FLOAT.test(text)),
    construct: (text: string) => {
      if (!FLOAT_NAN.test(text)) return parseFloat(text);
      if (text.slice(-3).toLowerCase() === 'nan') return NaN;
      return text[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    },
  }),
];

const CORE_SCHEMA = FAILSAFE_SCHEMA.extend({ implicit: coreTypes });

/**
 * Text that needs the `yaml` package itself: directives (a `%YAML 1.1` directive changes how scalars
 * resolve), and the corners where js-yaml is more lenient or reads differently: tabs in indentation,
 * `---`/`...` glued to text or followed by content, explicit `?` keys, collections, nothing or null used as
 * keys, block scalar indentation indicators. Anchors, aliases and tags are found by the line scanner below,
 * which knows what is quoted. A false alarm only costs the fast path; fuzz tests compare both parsers.
 */
const NEEDS_FULL_PARSER = new RegExp(
  [
    String.raw`^%`,
    String.raw`^[ ]*\t`,
    String.raw`^(---|\.\.\.)\S`,
    String.raw`^---[ ]+[^\s#]`,
    String.raw`(^|[\s[{,])\?(\s|$)`,
    String.raw`^[ ]*[|>]`,
    String.raw`[\]}]\s*:(\s|$)`,
    String.raw`[[{,]\s*:([\s,\]}]|$)`,
    String.raw`[{,]\s*[[{]`,
    String.raw`[|>][-+]?[1-9]`,
    String.raw`(^|[\s{,-])(~|[Nn]ull|NULL)\s*:(\s|$)`,
  ].join('|'),
  'm',
);

const NL = 10;
const CR = 13;
const TAB = 9;
const SPACE = 32;
const DQUOTE = 34;
const SQUOTE = 39;
const HASH = 35;
const AMP = 38;
const STAR = 42;
const BANG = 33;
const COMMA = 44;
const DASH = 45;
const COLON = 58;
const BACKSLASH = 92;
const OPEN_SQUARE = 91;
const CLOSE_SQUARE = 93;
const OPEN_CURLY = 123;
const CLOSE_CURLY = 125;

const isTokenStart = (c: number) =>
  c === NL || c === SPACE || c === TAB || c === OPEN_SQUARE || c === OPEN_CURLY || c === COMMA || c === COLON || c === DASH;
const isSeparator = (c: number) =>
  c === SPACE || c === TAB || c === CR || c === NL || c === OPEN_SQUARE || c === CLOSE_SQUARE || c === OPEN_CURLY || c === CLOSE_CURLY || c === COMMA;

/**
 * Reads the text as YAML tokens just enough to find what the fast path must not take: quoted strings and
 * flow collections that span lines (js-yaml forgives indentation there that the `yaml` package rejects),
 * anchors, aliases and tags outside quotes, and a `#` glued to a closing quote or bracket.
 */
function needsFullParser(source: string): boolean {
  let quote = 0;
  let depth = 0;
  let previous = NL;
  const length = source.length;
  for (let i = 0; i < length; i++) {
    const c = source.charCodeAt(i);
    if (c === NL) {
      if (quote !== 0 || depth !== 0) return true;
      previous = c;
      continue;
    }
    if (quote === DQUOTE) {
      if (c === BACKSLASH) i++;
      else if (c === DQUOTE) quote = 0;
    } else if (quote === SQUOTE) {
      if (c === SQUOTE) {
        if (source.charCodeAt(i + 1) === SQUOTE) i++;
        else quote = 0;
      }
    } else if (c === HASH) {
      if (previous === DQUOTE || previous === SQUOTE || previous === CLOSE_SQUARE || previous === CLOSE_CURLY) return true;
      if (previous === NL || previous === SPACE || previous === TAB) {
        const lineEnd = source.indexOf('\n', i);
        i = (lineEnd === -1 ? length : lineEnd) - 1;
      }
    } else if (isTokenStart(previous)) {
      if (c === AMP || c === STAR || c === BANG) {
        if (i + 1 < length && !isSeparator(source.charCodeAt(i + 1))) return true;
      } else if (c === DQUOTE || c === SQUOTE) {
        quote = c;
      } else if (c === OPEN_SQUARE || c === OPEN_CURLY) {
        depth++;
      } else if ((c === CLOSE_SQUARE || c === CLOSE_CURLY) && depth > 0) {
        depth--;
      }
    } else if ((c === CLOSE_SQUARE || c === CLOSE_CURLY) && depth > 0) {
      depth--;
    }
    previous = c;
  }
  return quote !== 0 || depth !== 0;
}

/** The document as data, or null when the full parser must read it (see above, or when js-yaml fails). */
export function fastYamlData(source: string): { data: unknown } | null {
  if (NEEDS_FULL_PARSER.test(source) || needsFullParser(source)) return null;
  try {
    return { data: load(source, { schema: CORE_SCHEMA }) };
  } catch {
    return null;
  }
}
