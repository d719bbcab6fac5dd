/**
 * 'City, ST ZIP' for one end of a move (blank parts are left out): the one formatter the dashboard, the staff
 * desk, the emails and the CLI use (issue 27), so each shows the ZIP the customer gave, or none.
 */
export function placeLine(place: { City: string; State: string; ZIP: string }): string {
  const cityState = [place.City.trim(), place.State.trim()].filter((s) => s !== '').join(', ');
  return [cityState, place.ZIP.trim()].filter((s) => s !== '').join(' ');
}
