import { formatJsonPath, type JsonPath } from '../../domain/validation/json-path';

/** A place in a text file, both counted from 1 as editors show them. */
export interface TextPosition {
  line: number;
  column: number;
}

/**
 * Where each value of a JSON text starts, by its JSON path (formatJsonPath): for an object member, where
 * its key starts; for an array item, where the item starts; '' is the whole document. The text must be
 * valid JSON (JSON.parse accepted it); anything unexpected ends the scan with what was found so far.
 */
export function jsonLocations(text: string): Map<string, TextPosition> {
  const found = new Map<string, TextPosition>();
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const positionOf = (offset: number): TextPosition => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (lineStarts[lo] ?? 0) + 1 };
  };

  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\r\n\uFEFF'.includes(text[i] ?? '')) i++;
  };
  const string = (): string => {
    const start = i;
    i++; // opening quote
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++; // closing quote
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: (string | number)[], at: number): void => {
    if (!found.has(formatJsonPath(path))) found.set(formatJsonPath(path), positionOf(at));
    space();
    const c = text[i];
    if (c === '{') {
      i++;
      space();
      if (text[i] === '}') {
        i++;
        return;
      }
      while (i < text.length) {
        space();
        const keyAt = i;
        const key = string();
        space();
        i++; // ':'
        space();
        value([...path, key], keyAt);
        space();
        if (text[i++] !== ',') return;
      }
    } else if (c === '[') {
      i++;
      space();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (let index = 0; i < text.length; index++) {
        space();
        value([...path, index], i);
        space();
        if (text[i++] !== ',') return;
      }
    } else if (c === '"') {
      string();
    } else {
      while (i < text.length && !',]}\t\r\n '.includes(text[i] ?? '')) i++;
    }
  };
  try {
    space();
    value([], i);
  } catch {
    // Not valid JSON after all: keep the locations found so far.
  }
  return found;
}

/** The position of a path, or of its nearest ancestor that the text has (a missing field is located at its parent). */
export function locate(locations: ReadonlyMap<string, TextPosition>, path: JsonPath): TextPosition | null {
  for (let n = path.length; n >= 0; n--) {
    const at = locations.get(formatJsonPath(path.slice(0, n)));
    if (at) return at;
  }
  return null;
}
