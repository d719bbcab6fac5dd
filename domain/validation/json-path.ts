/** A location inside a JSON document: property names and array indexes from the root. */
export type JsonPath = readonly (string | number)[];

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * The location of a value in a JSON document as staff read it: `trailer.perFootBands[2].fromMiles`.
 * Array indexes are in brackets; a property name that is not an identifier is quoted (`laneFactorsBp["N E"]`).
 * The root itself is '' (a form-level error in the §5 'field - message' form).
 */
export function formatJsonPath(path: JsonPath): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else if (IDENTIFIER.test(part)) text += text === '' ? part : `.${part}`;
    else text += `[${JSON.stringify(part)}]`;
  }
  return text;
}
