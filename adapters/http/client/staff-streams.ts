import type { RecomputeOpenQuotesOutput } from '../../../application/staff/recompute-open-quotes';
import { ErrorResponse } from '../contract/common';
import { RecomputeAllProgress, RecomputeAllResult, recomputeAllFromWire } from '../contract/staff-operations';
import { type ApiResult, messageOf, unavailable } from './api-result';

/**
 * The streamed answers of the CLI's staff client (FetchStaffApi): POST staff/quotes/recompute-all's JSON
 * lines (issue 26) and GET admin/backup's bytes.
 */

/**
 * POST staff/quotes/recompute-all's streamed answer: each progress line to `onProgress`, then the result, or
 * the error line of a stop midway (storage or rate card unavailable) as a Refused failure.
 */
export async function readRecomputeAll(
  body: ReadableStream<Uint8Array>,
  path: string,
  onProgress: (done: number, total: number) => void,
): Promise<ApiResult<RecomputeOpenQuotesOutput>> {
  let result: ApiResult<RecomputeOpenQuotesOutput> | null = null;
  try {
    for await (const text of linesOf(body)) {
      if (text.trim() === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return unavailable(`A line of the server's answer to POST ${path} is not JSON`);
      }
      const progress = RecomputeAllProgress.safeParse(value);
      if (progress.success) {
        onProgress(progress.data.Progress.Done, progress.data.Progress.Total);
        continue;
      }
      const done = RecomputeAllResult.safeParse(value);
      if (done.success) {
        result = { ok: true, value: recomputeAllFromWire(done.data) };
        continue;
      }
      const stopped = ErrorResponse.safeParse(value);
      if (stopped.success) {
        result = {
          ok: false,
          error: { kind: 'Refused', status: 503, errors: stopped.data.errors },
        };
        continue;
      }
      return unavailable(`A line of the server's answer to POST ${path} does not match the contract`);
    }
  } catch (error) {
    return unavailable(`The server's answer to POST ${path} was cut off: ${messageOf(error)}`);
  }
  return result ?? unavailable(`The server's answer to POST ${path} ended before its result`);
}

/** The chunks of a streamed body, released when the reader stops early. */
export async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
    await body.cancel().catch(() => undefined);
  }
}

/** The lines of a streamed UTF-8 body, without their line ends. */
async function* linesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of chunksOf(body)) {
    text += decoder.decode(chunk, { stream: true });
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n')) {
      yield text.slice(0, at);
      text = text.slice(at + 1);
    }
  }
  text += decoder.decode();
  if (text !== '') yield text;
}
