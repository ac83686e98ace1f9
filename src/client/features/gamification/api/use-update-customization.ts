import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GAMIFICATION_TOASTS } from '../../../../contract/constants';
import type { Customization, UpdateCustomizationBody } from '../../../../contract/customization';
import { api } from '../../../lib/api-client';
import { gamificationKeys } from './gamification-keys';
import { toastFailure, toastSuccess } from './gamification-toasts';

/** Changes only the fields sent (PATCH /api/customization); the answer is the whole customization. */
export function useUpdateCustomization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateCustomizationBody) => api.patch<Customization>('/api/customization', changes),
    onSuccess: (customization) => {
      queryClient.setQueryData(gamificationKeys.customization, customization);
      toastSuccess(GAMIFICATION_TOASTS.customizationUpdated);
    },
    onError: (error) => toastFailure(GAMIFICATION_TOASTS.customizationFailed, error),
  });
}
