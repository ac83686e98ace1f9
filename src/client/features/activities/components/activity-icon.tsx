import {
  Bike,
  BookOpen,
  Briefcase,
  Coffee,
  Dumbbell,
  Gamepad2,
  Heart,
  House,
  type LucideIcon,
  Moon,
  Music,
  Palette,
  PencilLine,
  Sun,
  Trees,
  Users,
  Utensils,
} from 'lucide-react';
import type { ActivityIcon as IconName } from '#contract/constants';

export const ACTIVITY_ICON_COMPONENTS: Record<IconName, LucideIcon> = {
  dumbbell: Dumbbell,
  moon: Moon,
  users: Users,
  home: House,
  briefcase: Briefcase,
  book: BookOpen,
  trees: Trees,
  palette: Palette,
  music: Music,
  heart: Heart,
  coffee: Coffee,
  utensils: Utensils,
  bike: Bike,
  sun: Sun,
  gamepad: Gamepad2,
  pencil: PencilLine,
};

/** What each icon shows, said to screen readers and on hover in the icon chooser. */
export const ACTIVITY_ICON_LABELS: Record<IconName, string> = {
  dumbbell: 'Dumbbell',
  moon: 'Moon',
  users: 'People',
  home: 'House',
  briefcase: 'Briefcase',
  book: 'Book',
  trees: 'Trees',
  palette: 'Palette',
  music: 'Music',
  heart: 'Heart',
  coffee: 'Coffee',
  utensils: 'Knife and fork',
  bike: 'Bike',
  sun: 'Sun',
  gamepad: 'Game controller',
  pencil: 'Pencil',
};

/** An activity's icon, decorative: the activity's name is always written beside it. */
export function ActivityIcon({ icon, className }: { icon: IconName; className?: string }) {
  const Icon = ACTIVITY_ICON_COMPONENTS[icon];
  return <Icon aria-hidden="true" className={className ?? 'size-5'} />;
}
