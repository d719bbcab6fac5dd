import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { CalendarEvent, CalendarFileWriter } from '../../../../application/ports/calendar-file-writer';
import type { MoveCalendar } from '../../../../application/shipments/move-calendar';
import { Route } from '../../../../domain/quote/routes';
import type { Milestone } from '../../../../domain/shipment';
import {
  ICS_MEDIA_TYPE,
  MOVE_CALENDAR_FILE_PATH,
  MOVE_CALENDAR_FILE_ROUTE,
  MOVE_CALENDAR_PATH,
  MoveCalendarFileParams,
} from '../../contract/calendar';
import { ErrorResponse, errorBody, zodErrorLines } from '../../contract/common';
import { MoveParams } from '../../contract/reservations';
import type { App, AppEnv } from '../app';
import { isHttps } from '../forwarded';
import { badInput, json, signInRequired, storageUnavailable } from './openapi';
import { refused } from './refused';

const ICS_ANSWER = {
  content: { [ICS_MEDIA_TYPE]: { schema: z.string() } },
  description:
    'An iCalendar file (RFC 5545), as an attachment: one VEVENT per milestone with UID <quoteId>-<Milestone>@relomove (stable), SEQUENCE (up by one on each change), STATUS TENTATIVE while estimated, CONFIRMED once scheduled or done, CANCELLED once dropped; all-day while estimated, timed (UTC) once an appointment window is set',
};

const failures = {
  ...badInput,
  ...signInRequired,
  404: json(
    ErrorResponse,
    "Not your reservation ('id - No reservation matches this reference'), or no dates yet, so no calendar file ('Milestone - …')",
  ),
  409: json(ErrorResponse, "The move has no shipment to follow: 'id - …' (reason ShipmentUnavailable)"),
  ...storageUnavailable,
};

const SUMMARY =
  '§2 /dashboard/move-schedule/ (issue 13): a booked move’s calendar files; owner only, anyone else 404';

const oneFile = {
  method: 'get' as const,
  path: MOVE_CALENDAR_FILE_PATH,
  tags: ['Reservations'],
  summary: `${SUMMARY}. One milestone’s file`,
  request: { params: MoveCalendarFileParams },
  responses: { 200: ICS_ANSWER, ...failures },
};

const allFiles = createRoute({
  method: 'get',
  path: MOVE_CALENDAR_PATH,
  tags: ['Reservations'],
  summary: `${SUMMARY}. Every dated milestone in one file`,
  request: { params: MoveParams },
  responses: { 200: ICS_ANSWER, ...failures },
});

function dashboardUrl(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  return `${isHttps(c) ? 'https' : url.protocol.replace(':', '')}://${c.req.header('host') ?? url.host}${Route.dashboard}`;
}

function answer(
  c: Context<AppEnv>,
  calendarFile: CalendarFileWriter,
  events: readonly CalendarEvent[],
  quoteId: number,
  name: string,
) {
  const text = calendarFile.write(events, `Relomove move ${quoteId}`);
  const fileName = `relomove-${quoteId}-${name}`;
  c.header('Content-Type', `${ICS_MEDIA_TYPE}; charset=utf-8`);
  c.header('Content-Disposition', `attachment; filename="${fileName}.ics"`);
  c.header('Cache-Control', 'no-store');
  return c.body(text, 200);
}

/**
 * GET /api/moves/{id}/calendar/{Milestone}.ics and GET /api/moves/{id}/calendar.ics (issue 13). The first
 * is documented with its OpenAPI path and routed with one path segment for '{Milestone}.ics' (the router
 * reads a parameter up to the next '/'), its parameters checked by the same schema.
 */
export function registerMoveCalendarRoutes(
  app: App,
  deps: { moveCalendar: MoveCalendar; calendarFile: CalendarFileWriter },
): void {
  const { moveCalendar, calendarFile } = deps;
  app.openAPIRegistry.registerPath(oneFile);
  app.get(MOVE_CALENDAR_FILE_ROUTE, async (c) => {
    const file = c.req.param('file');
    const parsed = MoveCalendarFileParams.safeParse({
      id: c.req.param('id'),
      Milestone: file.slice(0, -'.ics'.length),
    });
    if (!parsed.success) return c.json(errorBody(zodErrorLines(parsed.error, 'param')), 400);
    const { id, Milestone: milestone } = parsed.data;
    const result = await moveCalendar.execute({
      viewer: c.get('viewer'),
      quoteId: id,
      milestone: milestone as Milestone,
      dashboardUrl: dashboardUrl(c),
    });
    if (result.isErr()) return refused(c, result.error, 'a calendar file failed');
    return answer(c, calendarFile, result.value, id, milestone);
  });

  app.openapi(allFiles, async (c) => {
    const { id } = c.req.valid('param');
    const result = await moveCalendar.execute({
      viewer: c.get('viewer'),
      quoteId: id,
      milestone: null,
      dashboardUrl: dashboardUrl(c),
    });
    if (result.isErr()) return refused(c, result.error, 'a calendar file failed') as never;
    return answer(c, calendarFile, result.value, id, 'schedule') as never;
  });
}
