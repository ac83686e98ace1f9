/** 'Good morning' from 5:00, 'Good afternoon' from 12:00, 'Good evening' from 17:00 until 5:00. */
export function greetingFor(hour: number): string {
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 17) return 'Good afternoon';
  return 'Good evening';
}
