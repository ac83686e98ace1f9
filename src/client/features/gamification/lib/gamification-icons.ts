// Badges and challenges name a lucide icon. Only the icons named here are bundled (each is imported on
// its own, so the rest of the set is tree-shaken away); an unknown name falls back to the award.
import {
  Award,
  BookOpen,
  Brain,
  CalendarCheck,
  CalendarDays,
  CircleCheck,
  Coffee,
  Compass,
  Crown,
  Dumbbell,
  Feather,
  Flag,
  Flame,
  Footprints,
  Gem,
  Gift,
  HandHeart,
  Heart,
  Library,
  Lightbulb,
  type LucideIcon,
  Medal,
  Moon,
  Mountain,
  NotebookPen,
  PartyPopper,
  PenLine,
  Rocket,
  Smile,
  Sparkles,
  Sprout,
  Star,
  Sun,
  Sunrise,
  Sunset,
  Target,
  Trophy,
  UserPlus,
  Users,
  Zap,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  award: Award,
  'book-open': BookOpen,
  brain: Brain,
  'calendar-check': CalendarCheck,
  'calendar-days': CalendarDays,
  'circle-check': CircleCheck,
  coffee: Coffee,
  compass: Compass,
  crown: Crown,
  dumbbell: Dumbbell,
  feather: Feather,
  flag: Flag,
  flame: Flame,
  footprints: Footprints,
  gem: Gem,
  gift: Gift,
  'hand-heart': HandHeart,
  heart: Heart,
  library: Library,
  lightbulb: Lightbulb,
  medal: Medal,
  moon: Moon,
  mountain: Mountain,
  'notebook-pen': NotebookPen,
  'party-popper': PartyPopper,
  'pen-line': PenLine,
  rocket: Rocket,
  smile: Smile,
  sparkles: Sparkles,
  sprout: Sprout,
  star: Star,
  sun: Sun,
  sunrise: Sunrise,
  sunset: Sunset,
  target: Target,
  trophy: Trophy,
  'user-plus': UserPlus,
  users: Users,
  zap: Zap,
};

/** 'BookOpen', 'book_open' and 'book-open' all name the same icon. */
export function iconKey(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

export function gamificationIcon(name: string): LucideIcon {
  return ICONS[iconKey(name)] ?? Award;
}
