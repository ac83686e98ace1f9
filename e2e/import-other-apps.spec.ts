import { expect, type Page, test } from '@playwright/test';
import { registerAndGoHome } from './helpers';

/** A small Daylio CSV export, as Daylio writes it (src/domain/journal-import/fixtures/README.md). */
const DAYLIO_CSV = [
  'full_date,date,weekday,time,mood,activities,note_title,note',
  '2024-03-02,March 2,Saturday,10:00 AM,so-so,cleaning,,',
  '2024-03-01,March 1,Friday,9:15 PM,rad,friends | reading,Dinner by the river,"Long dinner with old friends.<br>Walked home late."',
  '2024-03-01,March 1,Friday,8:00 AM,meh,work,,',
  '2024-02-29,February 29,Thursday,22:45,good,,,"Leap day, quiet."',
  '',
].join('\n');

async function openDataSettings(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  // The account's tools load as the section comes near the screen, as when a person scrolls to it.
  await page.getByRole('region', { name: 'Account', exact: true }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Bring your journal from another app' }).click();
  const section = page.getByRole('region', { name: 'Bring your journal from another app' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

test('bring a Daylio export in from Settings: preview, match a mood, import, and nothing twice', async ({
  page,
}) => {
  await registerAndGoHome(page);
  const section = await openDataSettings(page);
  await section.getByRole('radio', { name: /Daylio/ }).check();
  await section.getByLabel('Choose the Daylio file').setInputFiles({
    name: 'daylio_export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(DAYLIO_CSV),
  });

  await expect(
    section.getByText('The file holds 2 journal entries and 2 moods, from 29 Feb 2024 to 1 Mar 2024.'),
  ).toBeVisible();
  // The mapping: Daylio's default names are matched, the custom one waits for a choice.
  await expect(section.getByLabel(/^rad/)).toHaveValue('5');
  await expect(section.getByLabel(/^meh/)).toHaveValue('3');
  const soSo = section.getByLabel(/^so-so/);
  await expect(soSo).toHaveValue('');
  await expect(section.getByText('Activities ticked: Daily Retro has no activities yet')).toBeVisible();
  await expect(section.getByText(/Moods of a day that has a later one/)).toBeVisible();
  const confirm = section.getByRole('button', { name: /^Import / });
  await expect(confirm).toBeDisabled();

  await soSo.selectOption({ label: 'Okay' });
  await expect(
    section.getByText('The file holds 2 journal entries and 3 moods, from 29 Feb 2024 to 2 Mar 2024.'),
  ).toBeVisible();
  await expect(confirm).toHaveText('Import 2 journal entries and 3 moods');
  await confirm.click();
  const result = section.getByRole('status').filter({ hasText: 'Import finished.' });
  await expect(result).toBeVisible();
  await expect(
    result.getByText('Added 2 journal entries and 3 moods, on the days they were written.'),
  ).toBeVisible();

  // The same file again adds nothing.
  await result.getByRole('button', { name: 'Import another file' }).click();
  await section.getByLabel('Choose the Daylio file').setInputFiles({
    name: 'daylio_export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(DAYLIO_CSV),
  });
  await expect(section.getByText(/of them are already here and will not be added twice/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Nothing new to import' })).toBeDisabled();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Journal', exact: true })
    .click();
  await expect(page.getByText('Dinner by the river')).toBeVisible();
});

test('a file that is not a Daylio export says so, and nothing is imported', async ({ page }) => {
  await registerAndGoHome(page);
  const section = await openDataSettings(page);
  await section.getByRole('radio', { name: /Daylio/ }).check();
  await section.getByLabel('Choose the Daylio file').setInputFiles({
    name: 'weights.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Date,Weight\n2024-01-01,70\n'),
  });
  await expect(section.getByRole('alert')).toContainText('This is not a Daylio CSV export');
  await expect(section.getByRole('button', { name: /^Import / })).toHaveCount(0);
});
