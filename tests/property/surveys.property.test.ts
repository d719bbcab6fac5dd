import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  RATING_MAX,
  RATING_MIN,
  RECOMMEND_MAX,
  RECOMMEND_MIN,
  SURVEY_STEPS,
  validatePostDeliveryAnswers,
} from '../../domain/surveys/post-delivery-survey';
import { netPromoterScore, summarizeSurveys } from '../../domain/surveys/survey-summary';

/*
 * Issue 15 `relomove surveys`: random likelihood-to-recommend scores (0-10) and random survey answers.
 */
const score = fc.integer({ min: RECOMMEND_MIN, max: RECOMMEND_MAX });
const rating = fc.integer({ min: RATING_MIN, max: RATING_MAX });
const answer = fc
  .record({
    OverallRating: rating,
    RecommendScore: score,
    DropOff: fc.option(rating, { nil: null }),
    Pickup: fc.option(rating, { nil: null }),
    Transit: fc.option(rating, { nil: null }),
    Delivery: fc.option(rating, { nil: null }),
  })
  .map(({ OverallRating, RecommendScore, ...StepRatings }) =>
    validatePostDeliveryAnswers({ OverallRating, RecommendScore, StepRatings }, SURVEY_STEPS)._unsafeUnwrap(),
  );

describe('the NPS and averages of the post-delivery survey (issue 15)', () => {
  test.prop([fc.array(score, { minLength: 1, maxLength: 200 })])(
    'the NPS is a whole number from -100 to 100, and the bands add up to the answers',
    (scores) => {
      const nps = netPromoterScore(scores);
      expect(nps).not.toBeNull();
      if (!nps) return;
      expect(Number.isInteger(nps.score)).toBe(true);
      expect(nps.score).toBeGreaterThanOrEqual(-100);
      expect(nps.score).toBeLessThanOrEqual(100);
      expect(nps.promoters + nps.passives + nps.detractors).toBe(scores.length);
      // Within half a point of the exact percentage difference.
      const exact = ((nps.promoters - nps.detractors) / scores.length) * 100;
      expect(Math.abs(nps.score - exact)).toBeLessThanOrEqual(0.5);
    },
  );

  test.prop([fc.array(score, { minLength: 1, maxLength: 50 })])(
    'one more promoter never lowers the NPS, one more detractor never raises it',
    (scores) => {
      const before = netPromoterScore(scores)?.score ?? 0;
      expect(netPromoterScore([...scores, 10])?.score ?? 0).toBeGreaterThanOrEqual(before);
      expect(netPromoterScore([...scores, 0])?.score ?? 0).toBeLessThanOrEqual(before);
    },
  );

  test.prop([fc.array(answer, { maxLength: 60 })])(
    'the summary does not depend on the order of the answers, and every average lies within its scale',
    (answers) => {
      const summary = summarizeSurveys(answers);
      expect(summarizeSurveys([...answers].reverse())).toEqual(summary);
      expect(summary.count).toBe(answers.length);
      const inScale = (avg: number | null, min: number, max: number) =>
        avg === null || (avg >= min - 1e-9 && avg <= max + 1e-9);
      expect(inScale(summary.overall.average, RATING_MIN, RATING_MAX)).toBe(true);
      expect(inScale(summary.recommend.average, RECOMMEND_MIN, RECOMMEND_MAX)).toBe(true);
      for (const step of SURVEY_STEPS) {
        const { average, count } = summary.steps[step];
        expect(inScale(average, RATING_MIN, RATING_MAX)).toBe(true);
        expect(count).toBe(answers.filter((a) => a.StepRatings[step] !== null).length);
        expect(average === null).toBe(count === 0);
      }
    },
  );
});
