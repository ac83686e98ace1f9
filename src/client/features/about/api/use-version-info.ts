import { useQuery } from '@tanstack/react-query';
import type { VersionInfo } from '../../../../contract/system';

/** The running version and its build date (GET /api/version). */
export function useVersionInfo() {
  return useQuery<VersionInfo>({ queryKey: ['/api/version'] });
}
