/**
 * A read's failure worth showing: only when nothing was loaded before. A refresh that fails (offline,
 * say) leaves the data kept from earlier on screen, and TanStack Query keeps both the data and the error.
 */
export function failureWithoutData<E>(query: { data: unknown; error: E | null }): E | null {
  return query.data === undefined ? query.error : null;
}
