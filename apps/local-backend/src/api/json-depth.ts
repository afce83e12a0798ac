// A cheap pre-check of a JSON text's nesting before it is parsed: deeply nested arrays and
// objects would otherwise reach recursive code (schema validation, serialisation) and overflow
// the call stack. Strings are skipped (brackets inside them do not count).

/** Deepest nesting of arrays and objects accepted in a JSON request body (contract Limits). */
export const MAX_JSON_DEPTH = 32;

/** True when `text` nests arrays and objects deeper than `limit`. */
export function jsonNestsDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}
