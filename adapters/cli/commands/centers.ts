import { Command, InvalidArgumentError, Option } from 'commander';
import { zipCountry } from '../../../domain/location/zip';
import { Country } from '../../../domain/quote/enums';
import type { StationDetail } from '../../../domain/quote/types';
import { zodErrorLines } from '../../http/contract/common';
import { httpFailure } from '../../http/contract/error-status';
import { ServiceCentersNearQuery, wireNearbyServiceCenter } from '../../http/contract/reference';
import type { CliContext } from '../context';
import { examples } from '../help-text';
import { bold, CliFailure, ExitCode } from '../io';
import { renderTable } from '../table';

/** The countries with service centers (§1: the United States and Canada). */
const CENTER_COUNTRIES = [Country.US, Country.CA] as const;

function stateOption(value: string): string {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code))
    throw new InvalidArgumentError('state - Value must be a 2-letter state or province code');
  return code;
}

/** A service center's country code, from its ZIP or postal code shape (§5 zip shapes). */
function countryOf(station: StationDetail): string {
  return zipCountry(station.ZipCode) ?? '';
}

/** §3 StationDetail as the list shows it in JSON: every field but the computed Holidays. */
function stationJson(station: StationDetail) {
  const { Holidays: _holidays, ...rest } = station;
  return { ...rest, Country: countryOf(station) };
}

/** `relomove centers list|near`: the service centers (§1 service-center locator, §3 StationDetail). */
export function centersCommand(ctx: CliContext): Command {
  const { io } = ctx;

  const list = new Command('list')
    .description('List the service centers, optionally of one state or province, or one country.')
    .addOption(new Option('--state <ST>', 'a 2-letter state or province code').argParser(stateOption))
    .addOption(new Option('--country <code>', 'US or CA').choices(CENTER_COUNTRIES))
    .option('--json', 'machine-readable output')
    .addHelpText(
      'after',
      examples('relomove centers list --state TX', 'relomove centers list --country CA --json'),
    )
    .action(async (opts: { state?: string; country?: string; json?: boolean }) => {
      const all = (await (await ctx.desk()).centersList())._unsafeUnwrap();
      const found = all.filter(
        (s) =>
          (opts.state === undefined || s.StateCode === opts.state) &&
          (opts.country === undefined || countryOf(s) === opts.country),
      );
      if (found.length === 0) {
        const where = [opts.state && `state ${opts.state}`, opts.country && `country ${opts.country}`]
          .filter(Boolean)
          .join(' and ');
        throw new CliFailure(
          `${opts.state ? 'state' : 'country'} - No service center is in ${where}`,
          ExitCode.Refused,
        );
      }
      if (opts.json) {
        io.out(JSON.stringify({ serviceCenters: found.map(stationJson) }, null, 2));
        return;
      }
      io.out(
        renderTable(
          ['Code', 'City', 'State', 'Country', 'Region', 'Address', 'ZIP', 'Phone'],
          found.map((s) => [
            s.StationCode,
            s.CityName,
            s.StateCode,
            countryOf(s),
            s.RegionCode,
            s.Address,
            s.ZipCode,
            s.CustomerServicePhoneNumber,
          ]),
        ),
      );
      io.out(`${found.length} service center${found.length === 1 ? '' : 's'}.`);
    });

  const near = new Command('near')
    .description(
      'The service centers nearest a US ZIP or Canadian postal code, in its own country, nearest first.',
    )
    .argument('<zip>', "a US ZIP ('80202') or Canadian postal code ('M5V 3L9' or 'M5V')")
    .option('--limit <n>', 'how many (1 to 25, default 5)')
    .option('--json', 'machine-readable output, the shape of GET /api/cities/service-centers/near')
    .addHelpText(
      'after',
      examples('relomove centers near 80202', "relomove centers near 'M5V 3L9' --limit 3 --json"),
    )
    .action(async (zip: string, opts: { limit?: string; json?: boolean }) => {
      // The same checks and messages as the server's locator route (a bad ZIP or limit is bad usage).
      const query = ServiceCentersNearQuery.safeParse({
        zip,
        ...(opts.limit !== undefined ? { limit: opts.limit } : {}),
      });
      if (!query.success)
        throw new CliFailure(zodErrorLines(query.error, 'query').join('\n'), ExitCode.Usage);
      const found = await (await ctx.desk()).centersNear(query.data);
      if (found.isErr()) throw new CliFailure(httpFailure(found.error).lines.join('\n'), ExitCode.Refused);
      const { origin, serviceCenters } = found.value;
      if (opts.json) {
        io.out(
          JSON.stringify({ origin, serviceCenters: serviceCenters.map(wireNearbyServiceCenter) }, null, 2),
        );
        return;
      }
      io.out(
        `${bold(io, 'Near')} ${origin.CityName}, ${origin.StateCode} ${origin.ZipCode} (${origin.Country})`,
      );
      io.out(
        renderTable(
          ['Code', 'City', 'State', 'Address', 'ZIP', 'Phone', 'Miles'],
          serviceCenters.map(({ station, miles }) => [
            station.StationCode,
            station.CityName,
            station.StateCode,
            station.Address,
            station.ZipCode,
            station.CustomerServicePhoneNumber,
            String(miles),
          ]),
          [6],
        ),
      );
    });

  return new Command('centers')
    .description('Service centers (terminals): list them, or find the nearest to a ZIP.')
    .addHelpText(
      'after',
      examples('relomove centers list --country CA', 'relomove centers near 10001 --limit 3'),
    )
    .addCommand(list)
    .addCommand(near);
}
