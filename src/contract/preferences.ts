import { z } from 'zod';
import { FEATURE_ANNOUNCEMENT_KEYS } from './constants';

export const FeatureKey = z.enum(FEATURE_ANNOUNCEMENT_KEYS, { message: 'Unknown feature' });

export const FeatureAnnouncementParams = z.object({ feature: FeatureKey });

export const FeatureAnnouncementStatus = z.object({ feature: FeatureKey, seen: z.boolean() });
export type FeatureAnnouncementStatus = z.infer<typeof FeatureAnnouncementStatus>;
