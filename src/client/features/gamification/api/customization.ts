// Customization: name, avatar, accent colour, home cards and celebrations (GET and PATCH /api/customization).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import { GAMIFICATION_TOASTS } from '#contract/constants';
import type { Customization, UpdateCustomizationBody } from '#contract/customization';
import { toastFailure, toastSuccess } from './gamification-toasts';

export const customizationKeys = {
  all: ['/api/customization'] as const,
};

export const customizationQuery = queryOptions<Customization>({ queryKey: customizationKeys.all });

export function useCustomization() {
  return useQuery(customizationQuery);
}

/** Changes only the fields sent; the answer is the whole customization. */
export function useUpdateCustomization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateCustomizationBody) => api.patch<Customization>('/api/customization', changes),
    onSuccess: (customization) => {
      queryClient.setQueryData(customizationQuery.queryKey, customization);
      toastSuccess(GAMIFICATION_TOASTS.customizationUpdated);
    },
    onError: (error) => toastFailure(GAMIFICATION_TOASTS.customizationFailed, error),
  });
}
