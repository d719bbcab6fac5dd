import { InvalidArgumentError } from 'commander';
import { type IsoDate, parseIsoDate } from '../../domain/calendar/iso-date';

/** The parser of a YYYY-MM-DD option: the date, or a usage error in the 'field - message' form. */
export function dateOption(field: string) {
  return (value: string): IsoDate =>
    parseIsoDate(value).match(
      (date) => date,
      (e) => {
        throw new InvalidArgumentError(`${field} - ${e.message}`);
      },
    );
}
