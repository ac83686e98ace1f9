export const reminderKeys = {
  settings: ['reminders'] as const,
};
