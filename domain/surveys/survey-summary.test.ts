import { describe, expect, it } from 'vitest';
import type { PostDeliveryAnswers } from './post-delivery-survey';
import {
  averageOf,
  averageText,
  netPromoterScore,
  npsGroupOf,
  npsText,
  summarizeSurveys,
} from './survey-summary';

const answer = (
  OverallRating: number,
  RecommendScore: number,
  steps: Partial<PostDeliveryAnswers['StepRatings']> = {},
): PostDeliveryAnswers => ({
  OverallRating,
  RecommendScore,
  StepRatings: { DropOff: null, Pickup: null, Transit: null, Delivery: null, ...steps },
  Comment: '',
});

describe('the Net Promoter Score of `relomove surveys` (issue 15)', () => {
  it('bands the likelihood to recommend: 9-10 promoters, 7-8 passives, 0-6 detractors', () => {
    expect([0, 6, 7, 8, 9, 10].map(npsGroupOf)).toEqual([
      'Detractor',
      'Detractor',
      'Passive',
      'Passive',
      'Promoter',
      'Promoter',
    ]);
  });

  it('is % promoters minus % detractors, rounded to a whole number', () => {
    expect(netPromoterScore([10, 9, 8, 3])).toEqual({
      score: 25,
      promoters: 2,
      passives: 1,
      detractors: 1,
      count: 4,
    });
    expect(netPromoterScore([10, 10, 10])?.score).toBe(100);
    expect(netPromoterScore([0, 6])?.score).toBe(-100);
    expect(netPromoterScore([7, 8])?.score).toBe(0);
    // 1 promoter of 3: 33.33... -> 33; 2 detractors of 3: -66.66... -> -67.
    expect(netPromoterScore([9, 7, 7])?.score).toBe(33);
    expect(netPromoterScore([1, 2, 7])?.score).toBe(-67);
  });

  it('is null with no answers, and never -0', () => {
    expect(netPromoterScore([])).toBeNull();
    expect(Object.is(netPromoterScore([9, 3])?.score, 0)).toBe(true);
  });

  it('writes the score with its sign', () => {
    expect([npsText(50), npsText(0), npsText(-25)]).toEqual(['+50', '0', '-25']);
  });
});

describe('the average scores of `relomove surveys` (issue 15)', () => {
  it('averages each score over the answers that gave it: a skipped step is not a zero', () => {
    const summary = summarizeSurveys([
      answer(5, 10, { DropOff: 4, Transit: 5 }),
      answer(4, 9, { DropOff: 2 }),
      answer(3, 6),
    ]);
    expect(summary.count).toBe(3);
    expect(summary.overall).toEqual({ average: 4, count: 3 });
    expect(summary.steps).toEqual({
      DropOff: { average: 3, count: 2 },
      Pickup: { average: null, count: 0 },
      Transit: { average: 5, count: 1 },
      Delivery: { average: null, count: 0 },
    });
    expect(summary.recommend.average).toBeCloseTo(25 / 3);
    expect(summary.nps?.score).toBe(33);
  });

  it('has nothing to average with no answers', () => {
    const summary = summarizeSurveys([]);
    expect(summary).toMatchObject({ count: 0, overall: { average: null, count: 0 }, nps: null });
    expect(averageOf([])).toEqual({ average: null, count: 0 });
  });

  it('writes an average with one decimal, or - when nothing was rated', () => {
    expect([averageText(4), averageText(4.25), averageText(25 / 3), averageText(null)]).toEqual([
      '4.0',
      '4.3',
      '8.3',
      '-',
    ]);
  });
});
