import { MoveChanges } from '../../../../application/ports/move-changes';
import { FollowMove } from '../../../../application/shipments/follow-move';
import { moveChangesOf, PgMoveChanges } from '../../../persistence/pg-move-changes';
import { OpenStreams, registerMoveStreamRoutes } from '../routes/move-stream';
import type { EndpointGroup } from './group';

/**
 * Issue 28, a dashboard that updates itself: the move changes of the shared database (move_changes and its
 * NOTIFY channel; one LISTEN per instance, opened by the first stream), and GET moves/{id}/stream. A stopping
 * server ends its streams first (the browsers reconnect, to another instance behind the proxy), then stops
 * listening, before the database closes.
 */
export const moveStreamGroup: EndpointGroup = {
  name: 'move-stream',
  bind(container, parts) {
    const log = parts.logger.child({ feed: 'move-changes' });
    const changes = moveChangesOf(parts.database, (error) =>
      log.warn({ fault: error.message }, 'the move changes connection failed; listening again'),
    );
    container.bind<PgMoveChanges>(PgMoveChanges).toConstantValue(changes);
    container.bind<MoveChanges>(MoveChanges).toConstantValue(changes);
    container.bind<OpenStreams>(OpenStreams).toConstantValue(new OpenStreams());
  },
  routes(app, container, parts) {
    registerMoveStreamRoutes(
      app,
      { followMove: container.get(FollowMove) },
      container.get(OpenStreams),
      parts.moveStream ?? {},
    );
  },
  async stop(container) {
    container.get(OpenStreams).closeAll();
    await container.get(PgMoveChanges).close();
  },
};
