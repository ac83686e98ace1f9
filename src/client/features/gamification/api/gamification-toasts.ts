import { errorMessage } from '#client/lib/api-client';
import { toast } from '#client/lib/toast-store';

/** A mutation's success toast (SPEC section 8: 'Mood updated', …). */
export function toastSuccess(title: string): void {
  toast({ title });
}

/** A mutation's failure: a destructive toast whose description is the error's message (SPEC section 8). */
export function toastFailure(title: string, error: unknown): void {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
}
