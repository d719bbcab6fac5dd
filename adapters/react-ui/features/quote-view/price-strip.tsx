import { useId } from 'react';
import { formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { formatUsd } from '../../../../domain/money/money';
import { stripSamePriceNote } from './quote-strip';
import type { QuoteViewModel } from './use-quote-view';

/** 'Tue' from 'Tuesday, Dec 8'. */
const shortWeekday = (date: IsoDate) => formatWeekdayMonDay(date).slice(0, 3);
/** 'Dec 8' from 'Tuesday, Dec 8'. */
const monthDay = (date: IsoDate) => formatWeekdayMonDay(date).replace(/^[^,]*, /, '');

/**
 * Issue 4 "a price-by-date strip for nearby move dates": one button per nearby date with the total on
 * that date; the saved date aria-current, the chosen one aria-pressed; a fully booked date disabled with
 * its reason. Choosing a date sets the draft's move date, as the date field does (the header shows it at
 * once, marked unsaved). Issue 10: 'Lowest' only on dates really lower than the rest (else one note says
 * every date costs the same), and every card is on screen at every width: the list wraps.
 */
export function PriceStrip({ model }: { model: QuoteViewModel }) {
  const id = useId();
  const { days, status } = model.strip;
  if (status === 'failed' || (status === 'ready' && days.length === 0)) return null;
  const samePrice = stripSamePriceNote(days);
  return (
    <div className="price-strip">
      <h3 id={`${id}-title`} className="price-strip-title">
        Prices on nearby dates
      </h3>
      {status === 'loading' ? (
        <p className="field-hint" role="status">
          Checking prices on nearby dates…
        </p>
      ) : (
        <>
          {samePrice ? (
            <p className="price-strip-same" data-testid="price-strip-same">
              {samePrice}
            </p>
          ) : null}
          <ul className="price-strip-list" aria-labelledby={`${id}-title`}>
            {days.map((day) => (
              <li key={day.date}>
                <button
                  type="button"
                  className="price-strip-day"
                  data-cheapest={day.cheapest}
                  data-chosen={day.chosen}
                  aria-pressed={day.chosen}
                  aria-current={day.saved ? 'date' : undefined}
                  aria-label={day.label}
                  aria-describedby={day.available ? undefined : `${id}-${day.date}-reason`}
                  disabled={!day.available}
                  onClick={() => model.change({ moveDate: day.date })}
                >
                  <span className="price-strip-weekday">{shortWeekday(day.date)}</span>
                  <span className="price-strip-date">{monthDay(day.date)}</span>
                  <span className="price-strip-price">{day.available ? formatUsd(day.total) : 'Full'}</span>
                  {day.cheapest ? <span className="price-strip-badge">Lowest</span> : null}
                  {day.saved ? <span className="price-strip-badge price-strip-current">Current</span> : null}
                </button>
                {day.available ? null : (
                  <span id={`${id}-${day.date}-reason`} className="price-strip-reason">
                    {day.reason}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="field-hint">
        Totals include your current choices. Other options are re-priced for a new date when you save.
      </p>
    </div>
  );
}
