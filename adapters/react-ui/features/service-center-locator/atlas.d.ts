/** The locator's map data (north-america.topojson, written by scripts/generate-locator-atlas.ts), as text. */
declare module '*.topojson?raw' {
  const text: string;
  export default text;
}
