import {
  ChartLineIcon,
  HistoryIcon,
  HouseIcon,
  type IconComponent,
  InfoIcon,
  LibraryIcon,
  MessageSquareHeartIcon,
  NotebookPenIcon,
  SettingsIcon,
  ShieldCheckIcon,
  SunsetIcon,
  TrophyIcon,
  UserPlusIcon,
} from '#client/components/ui/icons';
import type { NavTarget } from './nav-model';

const NAV_ICONS: Partial<Record<NavTarget, IconComponent>> = {
  home: HouseIcon,
  dailyRetro: SunsetIcon,
  journal: NotebookPenIcon,
  questions: LibraryIcon,
  retroHistory: HistoryIcon,
  reports: ChartLineIcon,
  achievements: TrophyIcon,
  feedback: MessageSquareHeartIcon,
  referral: UserPlusIcon,
  settings: SettingsIcon,
  about: InfoIcon,
  admin: ShieldCheckIcon,
};

export function navIconFor(target: NavTarget): IconComponent {
  return NAV_ICONS[target] ?? InfoIcon;
}
