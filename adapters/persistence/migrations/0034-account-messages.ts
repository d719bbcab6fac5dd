import { type Kysely, sql } from 'kysely';

/**
 * Issue 26, "Staff outbox": the message log also holds the account emails (the sign-up code, "you already
 * have an account"), which are about no move: their quote_id is null. The move-change triggers (0033) skip
 * those rows, since a move's dashboard follows only its own messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table message_log alter column quote_id drop not null`.execute(db);
  await sql`drop trigger if exists message_log_state_move_change on message_log`.execute(db);
  await sql`drop trigger if exists message_log_move_change on message_log`.execute(db);
  await sql`
    create trigger message_log_move_change after insert on message_log
    for each row when (new.quote_id is not null)
    execute function move_changes_record('Message')`.execute(db);
  await sql`
    create trigger message_log_state_move_change after update of state on message_log
    for each row when (old.state is distinct from new.state and new.quote_id is not null)
    execute function move_changes_record('Message')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from message_log where quote_id is null`.execute(db);
  await sql`drop trigger if exists message_log_state_move_change on message_log`.execute(db);
  await sql`drop trigger if exists message_log_move_change on message_log`.execute(db);
  await sql`
    create trigger message_log_move_change after insert on message_log
    for each row execute function move_changes_record('Message')`.execute(db);
  await sql`
    create trigger message_log_state_move_change after update of state on message_log
    for each row when (old.state is distinct from new.state)
    execute function move_changes_record('Message')`.execute(db);
  await sql`alter table message_log alter column quote_id set not null`.execute(db);
}
