import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { PAGES, REMINDERS_ANCHOR } from '#client/lib/route-table';
import {
  ANNOUNCEMENT_FEATURE,
  fetchAnnouncementSeen,
  markAnnouncementSeen,
  startAnnouncementCheck,
} from './announcement';
import { AnnouncementDialog } from './announcement-dialog';
import { readAnnouncementStatus, sendAnnouncementSeen } from './api/announcement-status';

function readLocalFlag(): string | null {
  try {
    return localStorage.getItem(ANNOUNCEMENT_FEATURE);
  } catch {
    return null;
  }
}

/** Asks the server, waits ANNOUNCEMENT_DELAY_MS, then shows the dialog if it is still due. */
export function AnnouncementController({ userId }: { userId: string }) {
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!userId) return;
    return startAnnouncementCheck({
      readLocalFlag,
      fetchServerSeen: () => fetchAnnouncementSeen(readAnnouncementStatus),
      onShow: () => setOpen(true),
    });
  }, [userId]);

  if (!open) return null;

  function close(goToSettings: boolean) {
    setOpen(false);
    void markAnnouncementSeen({
      writeLocalFlag: (value) => localStorage.setItem(ANNOUNCEMENT_FEATURE, value),
      postSeen: sendAnnouncementSeen,
    });
    if (goToSettings) {
      // Straight to the Reminders section; pushState fires no hashchange, so one is sent for a
      // Settings page that is already open.
      navigate(`${PAGES.settings.path}#${REMINDERS_ANCHOR}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    }
  }

  return <AnnouncementDialog onDismiss={() => close(false)} onTryIt={() => close(true)} />;
}
