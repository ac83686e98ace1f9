import { and, eq, sql } from 'drizzle-orm';
import type { FeatureAnnouncementStatus } from '#contract/preferences';
import type { Database } from '#server/db/client';
import { featureAnnouncements } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';

type Feature = FeatureAnnouncementStatus['feature'];

/** The user's recorded status for a feature; never recorded is a 404 (the client reads it as not seen). */
export async function getAnnouncementStatus(db: Database, userId: string, feature: Feature) {
  const [row] = await db
    .select({ feature: featureAnnouncements.feature, seen: featureAnnouncements.seen })
    .from(featureAnnouncements)
    .where(and(eq(featureAnnouncements.userId, userId), eq(featureAnnouncements.feature, feature)));
  if (!row) throw new AppError('NOT_FOUND', 'No status recorded for this feature');
  return { feature, seen: row.seen };
}

export async function setAnnouncementStatus(
  db: Database,
  userId: string,
  status: FeatureAnnouncementStatus,
): Promise<FeatureAnnouncementStatus> {
  await db
    .insert(featureAnnouncements)
    .values({ userId, feature: status.feature, seen: status.seen })
    .onConflictDoUpdate({
      target: [featureAnnouncements.userId, featureAnnouncements.feature],
      set: { seen: status.seen, updatedAt: sql`now()` },
    });
  return status;
}
