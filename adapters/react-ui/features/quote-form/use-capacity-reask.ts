import { useState } from 'react';
import { nextBusinessDay } from '../../../../domain/calendar/business-days';
import { type IsoDate, isAfter } from '../../../../domain/calendar/iso-date';
import { useToday } from '../../app/page-clock';
import { type LastQuoteRequest, readLastQuoteRequest } from './last-quote-request';
import { type Resubmit, useResubmit } from './use-resubmit';

/** How many later dates the capacity page offers. */
export const CAPACITY_DATE_CHOICES = 5;

/**
 * The next `count` business days (domain/calendar: no Saturdays or Sundays) strictly after the date
 * asked for, or after today when that date has already passed.
 */
export function nextDatesAfter(asked: IsoDate, today: IsoDate, count = CAPACITY_DATE_CHOICES): IsoDate[] {
  const dates: IsoDate[] = [];
  let current = isAfter(asked, today) ? asked : today;
  for (let i = 0; i < count; i += 1) {
    current = nextBusinessDay(current);
    dates.push(current);
  }
  return dates;
}

export interface CapacityReask {
  /** The stored request whose date was fully booked; null when this tab sent none (the page offers the form). */
  request: LastQuoteRequest | null;
  /** The date that was fully booked. */
  askedDate: IsoDate | null;
  /** True after a resubmit whose new date was fully booked too. */
  bookedAgain: boolean;
  choices: IsoDate[];
  chosen: IsoDate | null;
  choose(date: IsoDate): void;
  sending: Resubmit['sending'];
  failure: Resubmit['failure'];
  focused(): void;
  blurred(): void;
  submit(): Promise<void>;
}

/**
 * §2, §4 capacity page: the create call answered Invalid with the capacity action and no quote, so the
 * page re-asks the one thing that failed — the move date — and sends the same request again.
 * `today` is injectable for tests.
 */
export function useCapacityReask(fixedToday?: () => IsoDate): CapacityReask {
  const pageToday = useToday();
  const today = fixedToday ?? pageToday;
  const [request, setRequest] = useState(readLastQuoteRequest);
  const [bookedAgain, setBookedAgain] = useState(false);
  const askedDate = request?.form.MoveDate ?? null;
  const choices = askedDate ? nextDatesAfter(askedDate, today()) : [];
  const [picked, setPicked] = useState<IsoDate | null>(null);
  const chosen = picked && choices.includes(picked) ? picked : (choices[0] ?? null);
  const { sending, failure, timer, resubmit } = useResubmit(request !== null);
  const FIELD = 'MoveDate';

  return {
    request,
    askedDate,
    bookedAgain,
    choices,
    chosen,
    choose: (date) => {
      timer.changed(FIELD);
      setPicked(date);
    },
    sending,
    failure,
    focused: () => timer.focus(FIELD),
    blurred: () => timer.blur(FIELD),
    submit: async () => {
      if (!request || !chosen) return;
      const result = await resubmit(request, { MoveDate: chosen });
      if (result === 'SamePage') {
        setRequest(readLastQuoteRequest());
        setPicked(null);
        setBookedAgain(true);
      }
    },
  };
}
