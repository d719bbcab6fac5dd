import { Command } from 'commander';
import type { ReadSurveysError, SurveyReport } from '../../../application/surveys/read-surveys';
import { SURVEY_STEPS, type SurveyStep } from '../../../domain/surveys/post-delivery-survey';
import { averageText, npsText, type ScoreAverage } from '../../../domain/surveys/survey-summary';
import { SINCE_MESSAGE, sinceInstant, toWireSurveyReport } from '../../http/contract/surveys';
import type { CliContext } from '../context';
import { examples } from '../help-text';
import { CliFailure, ExitCode } from '../io';
import { staffReadFailure } from '../staff-read-failure';
import { renderTable } from '../table';
import { outboxTime } from './outbox';

/** A step's name in a column heading and in the summary. */
const STEP_WORDS: Readonly<Record<SurveyStep, string>> = {
  DropOff: 'Drop-off',
  Pickup: 'Pickup',
  Transit: 'Transit',
  Delivery: 'Delivery',
};

/** The words of `relomove surveys` (ours). */
export const SurveysCliText = {
  sinceUsage: `since - ${SINCE_MESSAGE}`,
  none: (since: string | undefined) =>
    since ? `No post-delivery survey answers since ${since}.` : 'No post-delivery survey answers yet.',
  heading: (count: number, since: string | undefined) =>
    `Post-delivery surveys${since ? ` since ${since} (UTC)` : ''}: ${count} ${count === 1 ? 'answer' : 'answers'}.`,
  summary: 'Summary',
  nps: 'NPS (% promoters 9-10 minus % detractors 0-6)',
} as const;

/** A long comment cut to fit a terminal row, on one line. */
const cut = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line || '-';
};
const rating = (value: number | null) => (value === null ? '-' : String(value));
const counted = (a: ScoreAverage, scale: number) =>
  a.average === null
    ? '-'
    : `${averageText(a.average)} / ${scale} (${a.count} ${a.count === 1 ? 'answer' : 'answers'})`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Issue 15: `relomove surveys [--since <date>] [--json]`, the post-delivery survey answers (newest change
 * first) and their summary: the average of each score and the NPS. In process on the database, or through
 * GET /api/staff/surveys with --api URL --token T (the staff desk picks).
 */
export function surveysCommand(ctx: CliContext): Command {
  return new Command('surveys')
    .description(
      'The post-delivery survey answers, newest first, with the average scores and the NPS (Net Promoter Score).',
    )
    .option('--since <date>', 'only answers given or changed on or after this day (YYYY-MM-DD, UTC)')
    .option('--json', 'machine-readable output (the GET /api/staff/surveys answer)')
    .addHelpText(
      'after',
      examples(
        'relomove surveys',
        'relomove surveys --since 2026-12-01',
        'relomove surveys --since 2026-12-01 --json',
      ),
    )
    .action(async (opts: { since?: string; json?: boolean }) => {
      const since = opts.since?.trim();
      if (since !== undefined && sinceInstant(since) === null)
        throw new CliFailure(SurveysCliText.sinceUsage, ExitCode.Usage);
      const desk = await ctx.desk();
      const read = await desk.surveys(since !== undefined ? { since } : {});
      if (read.isErr()) throw failure(read.error);
      if (opts.json) {
        const { success: _, ...answer } = toWireSurveyReport(read.value, since ?? null);
        ctx.io.out(JSON.stringify(answer, null, 2));
      } else print(ctx, read.value, since);
    });
}

function print(ctx: CliContext, report: SurveyReport, since: string | undefined): void {
  const { io } = ctx;
  const { answers, summary } = report;
  if (answers.length === 0) {
    io.out(SurveysCliText.none(since));
    return;
  }
  io.out(SurveysCliText.heading(answers.length, since));
  io.out('');
  io.out(
    renderTable(
      [
        'Answered',
        'Move',
        'Customer',
        'Overall',
        ...SURVEY_STEPS.map((s) => STEP_WORDS[s]),
        'Recommend',
        'Comment',
      ],
      answers.map((a) => [
        outboxTime(a.updatedAt),
        String(a.quoteId),
        a.submittedBy,
        rating(a.answers.OverallRating),
        ...SURVEY_STEPS.map((s) => rating(a.answers.StepRatings[s])),
        rating(a.answers.RecommendScore),
        cut(a.answers.Comment, 60),
      ]),
      [1, 3, 4, 5, 6, 7, 8],
    ),
  );
  io.out('');
  io.out(SurveysCliText.summary);
  const rows: [string, string][] = [
    ['Answers', String(summary.count)],
    ['Overall', counted(summary.overall, 5)],
    ...SURVEY_STEPS.map((s): [string, string] => [STEP_WORDS[s], counted(summary.steps[s], 5)]),
    ['Likely to recommend', counted(summary.recommend, 10)],
  ];
  const nps = summary.nps;
  if (nps)
    rows.push([
      SurveysCliText.nps,
      `${npsText(nps.score)} (${plural(nps.promoters, 'promoter')}, ${plural(nps.passives, 'passive')}, ${plural(nps.detractors, 'detractor')})`,
    ]);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) io.out(`  ${label.padEnd(width)}  ${value}`);
}

const failure = (error: ReadSurveysError): CliFailure =>
  staffReadFailure(error, 'read the surveys', 'surveys');
