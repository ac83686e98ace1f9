import { useEffect, useState } from 'react';
import { Switch } from '#client/components/ui/switch';
import { toast } from '#client/lib/toast-store';
import { NOTIFICATION_TOASTS } from '#contract/constants';
import { type PushOutcome, pushSupported, usePushDevice } from '../api/push-device';

const OUTCOME_TOASTS: Record<PushOutcome, { title: string; description: string; destructive?: boolean }> = {
  enabled: NOTIFICATION_TOASTS.enabled,
  disabled: NOTIFICATION_TOASTS.disabled,
  'permission-denied': { ...NOTIFICATION_TOASTS.permissionDenied, destructive: true },
  'subscription-error': { ...NOTIFICATION_TOASTS.subscriptionError, destructive: true },
};

interface NotificationsSwitchProps {
  /** The server has VAPID keys. */
  available: boolean;
  reminderOn: boolean;
  devices: number;
}

/** This device's notifications: asks the browser's permission and subscribes it (or the reverse). */
export function NotificationsSwitch({ available, reminderOn, devices }: NotificationsSwitchProps) {
  const device = usePushDevice();
  const supported = pushSupported();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported || !available) return;
    let live = true;
    device.sync().then(
      (subscribed) => {
        if (live) setOn(subscribed);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [supported, available, device]);

  async function change(next: boolean) {
    setBusy(true);
    const outcome = await device.change(next);
    setBusy(false);
    if (outcome === 'enabled') setOn(true);
    if (outcome === 'disabled') setOn(false);
    const { title, description, destructive } = OUTCOME_TOASTS[outcome];
    toast({ title, description, variant: destructive ? 'destructive' : 'default' });
  }

  const blocked = supported && Notification.permission === 'denied';
  const description = !available
    ? 'This server is not set up to send notifications.'
    : !supported
      ? 'This browser cannot show notifications from websites.'
      : blocked
        ? 'Notifications are blocked for this site. Allow them in your browser’s site settings.'
        : !reminderOn
          ? 'Turn on the daily reminder first.'
          : on
            ? `This device gets a notification at your reminder time when the retro is not done yet.${devices > 1 ? ` ${devices} devices in all.` : ''}`
            : 'A notification on this device at your reminder time, only when the retro is not done yet.';

  return (
    <Switch
      label="Notifications"
      description={description}
      checked={on}
      busy={busy}
      disabled={busy || !available || !supported || (!on && !reminderOn)}
      onChange={(next) => void change(next)}
    />
  );
}
