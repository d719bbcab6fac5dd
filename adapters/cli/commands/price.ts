import { Command, InvalidArgumentError, Option } from 'commander';
import type { PricedMove } from '../../../application/staff/price-move';
import { formatMMDDYYYY } from '../../../domain/calendar/formats';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import { formatUsd, toDollars } from '../../../domain/money/money';
import { ExpeditedFlag } from '../../../domain/quote/enums';
import { HOUSE_SIZE_LABELS, linearFeetForHouseSize } from '../../../domain/quote/house-sizes';
import { unquotedOptionPrice } from '../../../domain/quote/stored-price';
import type { PricingOption } from '../../../domain/quote/types';
import type { CliContext } from '../context';
import { examples } from '../help-text';
import { bold, CliFailure, ExitCode } from '../io';
import { dateOption } from '../option-parsers';
import { renderTable } from '../table';

interface PriceOptions {
  from: string;
  to: string;
  size?: string;
  feet?: number;
  date?: IsoDate;
  equip?: 'trailer' | 'relocube';
  json?: boolean;
}

function feetOption(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1 || n > 200) {
    throw new InvalidArgumentError('feet - Value must be a whole number of feet from 1 to 200');
  }
  return n;
}

function place(end: PricedMove['origin']): string {
  if (!end) return 'not found';
  const p = end.place;
  const station = end.station
    ? ` (station ${end.station.station.StationCode}, ${end.station.miles} mi)`
    : ' (no station)';
  return `${p.CityName}, ${p.StateCode} ${p.ZipCode}${station}`;
}

function delivery(o: PricingOption): string {
  return `${o.OriginDelivery} -> ${o.DestinationDelivery}`;
}

/** A place in a fixed key order, whichever directory lookup (ZIP or city search) found it. */
function placeJson(end: PricedMove['origin']) {
  if (!end) return null;
  const p = end.place;
  return {
    CityName: p.CityName,
    StateCode: p.StateCode,
    StateName: p.StateName,
    ZipCode: p.ZipCode,
    ZipLow: p.ZipLow,
    ZipHigh: p.ZipHigh,
    CountyName: p.CountyName,
    Country: p.Country,
    FIPS: p.FIPS,
    Latitude: p.Latitude,
    Longitude: p.Longitude,
  };
}

/**
 * An option on --json: the §3 fields in wire dollars and, for a parent, its §3 PriceLines (the same lines
 * as a quote's, with standard coverage and nothing else chosen); null for an expedited child, whose fee
 * comes with a quote.
 */
function optionJson(options: readonly PricingOption[], o: PricingOption, miles: number) {
  const lines =
    o.ExpeditedFlag === ExpeditedFlag.Parent ? unquotedOptionPrice(options, o, miles).lines : null;
  return {
    ...o,
    PriceLines:
      lines?.map((l) => ({
        type: l.type,
        label: l.label,
        amount: l.amount === null ? null : toDollars(l.amount),
      })) ?? null,
    Price: toDollars(o.Price),
    PerFootPrice: toDollars(o.PerFootPrice),
    StorageDestCharge: toDollars(o.StorageDestCharge),
    StorageDestIncreasedCharge: toDollars(o.StorageDestIncreasedCharge),
  };
}

/** `relomove price`: prices a hypothetical move with the server's rating, storing nothing. */
export function priceCommand(ctx: CliContext): Command {
  const { io } = ctx;
  return new Command('price')
    .description("Price a hypothetical move with today's rate card, without storing anything.")
    .requiredOption('--from <place>', "origin: a ZIP, a postal code or 'City, ST'")
    .requiredOption('--to <place>', 'destination, like --from')
    .addOption(new Option('--size <label>', 'house size').choices(HOUSE_SIZE_LABELS).conflicts('feet'))
    .addOption(new Option('--feet <n>', 'linear feet instead of a house size').argParser(feetOption))
    .addOption(
      new Option('--date <YYYY-MM-DD>', 'move date (default: 7 days from today)').argParser(
        dateOption('date'),
      ),
    )
    .addOption(new Option('--equip <type>', 'only this equipment').choices(['trailer', 'relocube']))
    .option('--json', 'machine-readable output')
    .addHelpText(
      'after',
      examples(
        "relomove price --from 10001 --to 90001 --size '2 bedroom'",
        "relomove price --from kcmo --to 'Denver, CO' --feet 15 --date 2027-03-01 --json",
      ),
    )
    .action(async (opts: PriceOptions) => {
      let linearFeet: number;
      if (opts.feet !== undefined) linearFeet = opts.feet;
      else if (opts.size !== undefined) linearFeet = linearFeetForHouseSize(opts.size)._unsafeUnwrap();
      else throw new CliFailure("size - Give --size (e.g. '2 bedroom') or --feet", ExitCode.Usage);
      // Without --date the move date is the quote form's default, by the clock of whoever prices it.
      const priced = await (await ctx.desk()).price({
        from: opts.from,
        to: opts.to,
        linearFeet,
        ...(opts.date !== undefined ? { moveDate: opts.date } : {}),
      });
      if (priced.isErr()) {
        const e = priced.error;
        throw e.kind === 'PlaceNotFound'
          ? new CliFailure(`${e.field} - No place matches '${e.text}'`, ExitCode.Refused)
          : new CliFailure(e.message, ExitCode.Refused);
      }
      const move = priced.value;
      const options = move.options.filter((o) => !opts.equip || o.EquipType.toLowerCase() === opts.equip);
      if (opts.json) {
        io.out(
          JSON.stringify(
            {
              from: placeJson(move.origin),
              to: placeJson(move.destination),
              originStation: move.origin?.station?.station.StationCode ?? null,
              destinationStation: move.destination?.station?.station.StationCode ?? null,
              HHGMiles: move.miles,
              MoveDate: move.moveDate,
              LinearFeet: linearFeet,
              rateCardVersion: move.rateCardVersion,
              result: move.outcome.result,
              reasonInvalid: move.outcome.reasonInvalid,
              action: move.outcome.action,
              ReasonNotAuto: move.outcome.reasonNotAuto,
              PricingOptions: options.map((o) => optionJson(move.options, o, move.miles)),
            },
            null,
            2,
          ),
        );
        return;
      }
      io.out(`${bold(io, 'From')} ${place(move.origin)}`);
      io.out(`${bold(io, 'To')}   ${place(move.destination)}`);
      io.out(
        `HHGMiles ${move.miles} · ${linearFeet} linear feet · move date ${formatMMDDYYYY(move.moveDate)} · rate card ${move.rateCardVersion}`,
      );
      const why = move.outcome.reasonNotAuto ? ` (${move.outcome.reasonNotAuto})` : '';
      io.out(`Result ${bold(io, move.outcome.result)}${why}`);
      if (options.length === 0) {
        io.out('No options can be priced online for this move.');
        return;
      }
      io.out('');
      io.out(
        renderTable(
          ['Option', 'Equipment', 'Delivery', 'Qty', 'Feet', 'Per foot', 'Price', 'Transit', 'Default'],
          options.map((o) => [
            o.value,
            o.EquipDescription,
            delivery(o),
            String(o.EquipQuantity),
            String(o.LinearFeet),
            o.PerFootPrice > 0 ? formatUsd(o.PerFootPrice) : '-',
            formatUsd(o.Price),
            `${o.CarrierTransitTime} days`,
            o.DefaultParent ? 'yes' : '',
          ]),
          [3, 4, 5, 6],
        ),
      );
      // §3 the price lines of the recommended option (or the first shown), as a quote would list them.
      const shown =
        options.find((o) => o.DefaultParent) ?? options.find((o) => o.ExpeditedFlag === ExpeditedFlag.Parent);
      if (!shown) return;
      const price = unquotedOptionPrice(move.options, shown, move.miles);
      io.out('');
      io.out(`${bold(io, 'Price lines')} of ${shown.value} (standard coverage, nothing else chosen)`);
      io.out(
        renderTable(
          ['Line', 'Description', 'Amount'],
          [
            ...price.lines.map((l) => [l.type, l.label, l.amount === null ? '-' : formatUsd(l.amount)]),
            ['', 'Total', formatUsd(price.breakdown.total)],
          ],
          [2],
        ),
      );
    });
}
