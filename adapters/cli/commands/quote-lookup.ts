import { Command } from 'commander';
import type { QuoteExplained } from '../../../application/staff/explain-quote';
import type { QuoteSummary } from '../../../application/staff/lookup-quotes';
import { dateInZone } from '../../../domain/calendar/business-time-zone';
import { formatMMDDYYYY } from '../../../domain/calendar/formats';
import { BUSINESS_TIME_ZONE } from '../../../domain/calendar/time-zones';
import { formatUsd } from '../../../domain/money/money';
import type { PriceLine } from '../../../domain/pricing/price-lines';
import { selectedOption } from '../../../domain/quote/edit-quote';
import { LookupFailureReason } from '../../../domain/quote/enums';
import { redirectForLoadedQuote } from '../../../domain/quote/loaded-quote-redirect';
import { placeLine } from '../../../domain/quote/lookup-search';
import { Route } from '../../../domain/quote/routes';
import type { StoredPrice } from '../../../domain/quote/stored-price';
import type { Location, PricingOption, Quote } from '../../../domain/quote/types';
import { moveTimeZones, stationTimeText } from '../../../domain/shipment/milestone-appointment';
import type { CliContext } from '../context';
import { bold, CliFailure, type CliIo, ExitCode } from '../io';
import { renderTable } from '../table';
import { dollars, linesJson, SIGN_IN_AS_STAFF, usd } from './quote-output';

export const EXAMPLES_LOOKUP = `
Examples:
  relomove quote lookup dana@example.com      every quote sent to an email, newest first
  relomove quote lookup 1000123               one quote: state, stations, options, price lines, history
  relomove quote lookup 1000123 --json
  relomove quote lookup -- -Xb3k…                a link token that starts with '-' (after --)`;

function station(place: Location): string {
  const s = place.StationDetail;
  return s
    ? `${placeLine(place)} (station ${s.StationCode}, ${s.CityName} ${s.StateCode})`
    : `${placeLine(place)} (no station)`;
}

function optionRows(quote: Quote): string[][] {
  const chosen = selectedOption(quote.Details.PricingOptions)?.value;
  return quote.Details.PricingOptions.map((o: PricingOption) => [
    o.value,
    `${o.OriginDelivery} -> ${o.DestinationDelivery}`,
    String(o.EquipQuantity),
    String(o.LinearFeet),
    o.PerFootPrice > 0 ? formatUsd(o.PerFootPrice) : '-',
    formatUsd(o.Price),
    `${o.CarrierTransitTime} days`,
    o.value === chosen ? 'selected' : o.DefaultParent ? 'recommended' : '',
  ]);
}

function priceTable(price: StoredPrice): string {
  const rows = price.lines.map((l: PriceLine) => [l.type, l.label, usd(l.amount)]);
  rows.push(['', 'Total', formatUsd(price.breakdown.total)]);
  return renderTable(['Line', 'Description', 'Amount'], rows, [2]);
}

function printExplained(io: CliIo, e: QuoteExplained): void {
  const q = e.quote;
  const d = q.Details;
  const route = redirectForLoadedQuote(q, Route.quoteView) ?? Route.quoteView;
  io.out(
    `${bold(io, `Quote ${q.QuoteId}`)} · revision ${q.Revision} · state ${bold(io, e.state)} · Result ${q.Result} · QuoteStatus ${q.QuoteStatus}`,
  );
  io.out(`Customer   ${d.EmailAddress || d.ContactEmailAddress || '-'}`);
  io.out(`From       ${station(d.Origin)}`);
  io.out(`To         ${station(d.Destination)}`);
  io.out(
    `Move date  ${formatMMDDYYYY(d.MoveDate)} · pickup ${formatMMDDYYYY(d.PickupDate)} · ${d.HHGMiles} miles · ${d.HouseSize || 'size not given'}`,
  );
  io.out(`Opens      ${route}  (link token ${q.QuoteIdEncrypted})`);
  if (q.ReasonNotAuto) io.out(`Why manual ${q.ReasonNotAuto}`);
  if (d.PricingOptions.length > 0) {
    io.out('');
    io.out(
      renderTable(
        ['Option', 'Delivery', 'Qty', 'Feet', 'Per foot', 'Price', 'Transit', ''],
        optionRows(q),
        [2, 3, 4, 5],
      ),
    );
  }
  io.out('');
  if (e.price) {
    io.out(bold(io, `Price of ${e.price.option.value}`));
    io.out(priceTable(e.price));
  } else {
    io.out('No price yet: the quote is under review.');
  }
  io.out('');
  if (e.history.length === 0) io.out('No changes since the quote was made.');
  else {
    io.out(
      renderTable(
        ['Revision', 'When', 'Who', 'Why'],
        e.history.map((h) => [
          `${h.fromRevision} -> ${h.toRevision}`,
          stationTimeText(h.changedAt, moveTimeZones(q).Origin),
          h.changedBy ?? 'customer (site)',
          h.reason ?? '',
        ]),
      ),
    );
  }
}

function summaryRows(quotes: readonly QuoteSummary[]): string[][] {
  return quotes.map((s) => [
    String(s.QuoteId),
    s.state,
    String(s.Revision),
    s.email,
    `${s.origin} -> ${s.destination}`,
    formatMMDDYYYY(s.MoveDate),
    usd(s.price),
    // The quote's own day, as the site dated it (the business clock's zone, SystemClock.today).
    s.createdAt ? formatMMDDYYYY(dateInZone(Date.parse(s.createdAt), BUSINESS_TIME_ZONE)) : '-',
  ]);
}

/** `relomove quote lookup <search>`: find quotes by reference, email or link token, and explain one. */
export function lookupCommand(ctx: CliContext): Command {
  const { io } = ctx;
  return new Command('lookup')
    .description('Find quotes by reference number, email address or quote link token, and explain one.')
    .argument('<search>', 'a reference number, an email address or a QuoteIdEncrypted token')
    .option('--json', 'machine-readable output')
    .addHelpText('after', EXAMPLES_LOOKUP)
    .action(async (search: string, opts: { json?: boolean }) => {
      const desk = await ctx.desk();
      const found = await desk.lookup(search);
      if (found.isErr())
        throw new CliFailure(
          found.error.kind === 'StaffOnly' ? found.error.message : SIGN_IN_AS_STAFF,
          ExitCode.Refused,
        );
      const out = found.value;
      const one = out.quotes.length === 1 ? out.quotes[0] : undefined;
      const explained = one ? await desk.explain(String(one.QuoteId)) : null;
      if (explained?.isErr() && explained.error.kind === 'StorageUnavailable') {
        throw new CliFailure(
          `Lookup: ${LookupFailureReason.TechnicalError} - the database did not answer`,
          ExitCode.Refused,
        );
      }
      const detail = explained?.isOk() ? explained.value : null;
      if (opts.json) {
        io.out(
          JSON.stringify(
            {
              failReason: out.failReason,
              messages: out.messages,
              quotes: out.quotes.map((s) => ({ ...s, price: dollars(s.price) })),
              detail: detail && {
                QuoteId: detail.quote.QuoteId,
                Revision: detail.quote.Revision,
                state: detail.state,
                route: redirectForLoadedQuote(detail.quote, Route.quoteView) ?? Route.quoteView,
                originStation: detail.quote.Details.Origin.StationDetail?.StationCode ?? null,
                destinationStation: detail.quote.Details.Destination.StationDetail?.StationCode ?? null,
                price: linesJson(detail.price),
                history: detail.history,
              },
            },
            null,
            2,
          ),
        );
      }
      if (out.failReason !== LookupFailureReason.NoError) {
        throw new CliFailure(`Lookup: ${out.failReason} - ${out.messages.join('; ')}`, ExitCode.Refused);
      }
      if (opts.json) return;
      if (detail) {
        printExplained(io, detail);
        return;
      }
      io.out(`Lookup: ${out.failReason} · ${out.quotes.length} quotes, newest first`);
      io.out(
        renderTable(
          ['Reference', 'State', 'Rev', 'Email', 'Lane', 'Move date', 'Price', 'Created'],
          summaryRows(out.quotes),
          [2, 6],
        ),
      );
      io.out(`\nShow one with: relomove quote lookup <reference>`);
    });
}
