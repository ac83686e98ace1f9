import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminQuestion,
  AdminQuestionBody,
  AdminQuestionList,
  AdminQuestionUpdateBody,
} from '../../../../contract/admin';
import { api, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { adminKeys } from './admin-keys';

/** The whole library, retired questions included (GET /api/admin/questions). */
export function useAdminQuestions() {
  return useQuery({
    queryKey: adminKeys.questions,
    queryFn: ({ signal }) => api.get<AdminQuestionList>('/api/admin/questions', { signal }),
  });
}

function useInvalidateAfterChange() {
  const queryClient = useQueryClient();
  // Users' library reads (/api/questions...) change too: drop every cached question list.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/questions') }),
    ]);
}

export function useAddQuestion() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    mutationFn: (body: AdminQuestionBody) => api.post<AdminQuestion>('/api/admin/questions', body),
    onSuccess: invalidate,
  });
}

export function useUpdateQuestion() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminQuestionUpdateBody & { id: number }) =>
      api.patch<AdminQuestion>(`/api/admin/questions/${id}`, body),
    onSuccess: invalidate,
  });
}

/** Deletes a question never asked; one that was asked is retired instead (the answer says which). */
export function useRemoveQuestion() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ outcome: 'deleted' | 'retired' }>(`/api/admin/questions/${id}`),
    onSuccess: ({ outcome }) => {
      toast({ title: outcome === 'deleted' ? 'Question deleted' : 'Question retired: it was asked before' });
      return invalidate();
    },
    onError: (error) =>
      toast({ title: 'Not changed', description: errorMessage(error), variant: 'destructive' }),
  });
}
