// Badges and challenges name a lucide icon. Only the icons named here are bundled (each is imported on
// its own, so the rest of the set is tree-shaken away); an unknown name falls back to the award.
import {
  Award,
  BookHeart,
  BookOpen,
  CalendarCheck,
  CalendarHeart,
  Compass,
  Ear,
  Feather,
  Flag,
  Flame,
  Footprints,
  HeartHandshake,
  Library,
  ListChecks,
  type LucideIcon,
  Mail,
  Medal,
  MessageCircleHeart,
  MessageSquareQuote,
  Moon,
  Mountain,
  MountainSnow,
  NotebookPen,
  Palette,
  PenLine,
  Power,
  Salad,
  Smile,
  Sparkles,
  Star,
  Sun,
  Sunrise,
  Target,
  Timer,
  Trophy,
  Utensils,
  Waves,
  Wind,
} from 'lucide-react';

// Every icon the seeded badges and challenges name (src/server/db/migrations/0006_seed_badges_challenges.sql).
const ICONS: Record<string, LucideIcon> = {
  award: Award,
  'book-heart': BookHeart,
  'book-open': BookOpen,
  'calendar-check': CalendarCheck,
  'calendar-heart': CalendarHeart,
  compass: Compass,
  ear: Ear,
  feather: Feather,
  flag: Flag,
  flame: Flame,
  footprints: Footprints,
  'heart-handshake': HeartHandshake,
  library: Library,
  'list-checks': ListChecks,
  mail: Mail,
  medal: Medal,
  'message-circle-heart': MessageCircleHeart,
  'message-square-quote': MessageSquareQuote,
  moon: Moon,
  mountain: Mountain,
  'mountain-snow': MountainSnow,
  'notebook-pen': NotebookPen,
  palette: Palette,
  'pen-line': PenLine,
  power: Power,
  salad: Salad,
  smile: Smile,
  sparkles: Sparkles,
  star: Star,
  sun: Sun,
  sunrise: Sunrise,
  target: Target,
  timer: Timer,
  trophy: Trophy,
  utensils: Utensils,
  waves: Waves,
  wind: Wind,
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
