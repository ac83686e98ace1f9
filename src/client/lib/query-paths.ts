// Which cached reads a change touches, by request path: every query key starts with its path
// (decision record 032).
import type { Query } from '@tanstack/react-query';

/** Every cached read whose path is `path` or lies under it (`/api/journal` covers `/api/journal/tags`). */
export function underPath(...paths: string[]) {
  return (query: Pick<Query, 'queryKey'>): boolean => {
    const [first] = query.queryKey;
    return typeof first === 'string' && paths.some((path) => first === path || first.startsWith(`${path}/`));
  };
}
