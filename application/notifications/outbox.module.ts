import { bindingModule } from '../bind-use-case';
import { MessageLog } from '../ports/message-log';
import { ReadOutbox } from './read-outbox';

/** Issue 14 "Staff view": the staff outbox (the message log of every move). */
export const outboxModule = bindingModule((bind) => {
  bind(ReadOutbox, { log: MessageLog });
});
