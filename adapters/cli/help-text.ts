/** A command's help epilogue: the command lines to try, each on its own indented line under 'Examples:'. */
export function examples(...lines: readonly string[]): string {
  return `\nExamples:\n${lines.map((line) => `  ${line}`).join('\n')}`;
}
