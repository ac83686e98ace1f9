// The question library as administrators see it, retired questions included (GET /api/admin/questions),
// and adding, changing and removing questions.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '#client/lib/api-client';
import { underPath } from '#client/lib/query-paths';
import { toast } from '#client/lib/toast-store';
import type {
  AdminQuestion,
  AdminQuestionBody,
  AdminQuestionList,
  AdminQuestionUpdateBody,
} from '#contract/admin';
import { refreshAdminLists } from './admin-changes';

export const adminQuestionKeys = {
  all: ['/api/admin/questions'] as const,
};

export const adminQuestionsQuery = queryOptions<AdminQuestionList>({ queryKey: adminQuestionKeys.all });

export function useAdminQuestions() {
  return useQuery(adminQuestionsQuery);
}

function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  // Users' library reads (/api/questions...) change too: every cached question list is read again.
  return () =>
    Promise.all([
      refreshAdminLists(queryClient),
      queryClient.invalidateQueries({ predicate: underPath('/api/questions') }),
    ]);
}

export function useAddQuestion() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: AdminQuestionBody) => api.post<AdminQuestion>('/api/admin/questions', body),
    onSuccess: refresh,
  });
}

export function useUpdateQuestion() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminQuestionUpdateBody & { id: number }) =>
      api.patch<AdminQuestion>(`/api/admin/questions/${id}`, body),
    onSuccess: refresh,
  });
}

/** Deletes a question never asked; one that was asked is retired instead (the answer says which). */
export function useRemoveQuestion() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ outcome: 'deleted' | 'retired' }>(`/api/admin/questions/${id}`),
    onSuccess: ({ outcome }) => {
      toast({ title: outcome === 'deleted' ? 'Question deleted' : 'Question retired: it was asked before' });
      return refresh();
    },
    onError: (error) =>
      toast({ title: 'Not changed', description: errorMessage(error), variant: 'destructive' }),
  });
}
