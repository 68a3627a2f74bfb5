import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';

export type NotificationType = 'payment' | 'document' | 'task' | 'action' | 'invoice' | 'system' | 'broadcast';

/** Creates an in-app notification for a user (the system's and staff's way to tell a user something). */
export async function createNotification(
  db: Db,
  input: { userId: string; title: string; message: string; type?: NotificationType; link?: string | null },
) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      title: input.title,
      message: input.message,
      type: input.type ?? 'system',
      link: input.link ?? null,
    })
    .returning();
  if (!row) throw new Error('notification not created');
  return row;
}
