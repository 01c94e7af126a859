/**
 * No request the platform takes nests deeper than a few levels (a painting's texts per language,
 * an order's lines) or holds more than a few hundred values (the painting editor's fifty history
 * entries and fifty attributions, each with its texts). A JSON body past either limit is refused
 * before it is parsed: parsing and walking one body of two million values held every other request
 * for seconds (an outside tester's 4 MB flat array), and one nested 100,000 deep for minutes.
 */
export const MAX_NESTING = 32;
export const MAX_VALUES = 10_000;

/**
 * Whether JSON text nests deeper than `MAX_NESTING` or holds more than `MAX_VALUES` values, read
 * in one pass over its characters without parsing it (text inside strings is skipped, escapes
 * included). Counts the separators and openings outside strings, which bound the values from
 * above; malformed text is left to the parser to refuse.
 */
export function jsonTooLarge(text: string): boolean {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      // { or [
      depth += 1;
      values += 1;
      if (depth > MAX_NESTING || values > MAX_VALUES) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
    } else if (c === 0x2c) {
      // , between two values
      values += 1;
      if (values > MAX_VALUES) return true;
    }
  }
  return false;
}
