/** Query keys of the auth feature; the first part is the request path (see query-client.ts). */
export const authKeys = {
  user: ['/api/user'] as const,
};
