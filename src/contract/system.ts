import { z } from 'zod';
import { text } from './text';

export const VersionQuery = z.object({ nocache: text({ max: 32 }).optional() });

export const VersionInfo = z.object({
  version: z.string(),
  buildTime: z.string(),
  buildDate: z.string(),
  serverTime: z.string(),
});
export type VersionInfo = z.infer<typeof VersionInfo>;

export const HealthStatus = z.object({ status: z.enum(['ok', 'unavailable']) });
