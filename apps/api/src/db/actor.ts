import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

export type ActorType = 'Customer' | 'Provider' | 'Company' | 'Admin' | 'System';

/**
 * Names who is acting for the rest of this transaction, for the triggers that keep history
 * (the bookings' status history reads it). Transaction-local: call it inside the transaction
 * that makes the change; outside one it would be forgotten at once.
 */
export async function actAs(
  tx: Executor,
  actor: { type: ActorType; id?: string | null; note?: string | null },
): Promise<void> {
  await tx.execute(
    sql`select set_config('app.actor_type', ${actor.type}, true),
               set_config('app.actor_id', ${actor.id ?? ''}, true),
               set_config('app.actor_note', ${actor.note ?? ''}, true)`,
  );
}
