import { ContainerModule } from 'inversify';
import { MessageLog } from '../ports/message-log';
import { ReadOutbox } from './read-outbox';

/** Issue 14 "Staff view": the staff outbox (the message log of every move). */
export const outboxModule = new ContainerModule((options) => {
  options
    .bind(ReadOutbox)
    .toResolvedValue((log: MessageLog) => new ReadOutbox({ log }), [MessageLog])
    .inSingletonScope();
});
