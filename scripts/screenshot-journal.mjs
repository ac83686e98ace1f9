// The journal entries the screenshot scripts write: one from a year ago (for "On this day"), a few
// recent ones and one of today, with a word ("kingfisher") that search screenshots look for.
const DAY_MS = 86_400_000;

/** Writes the sample entries through the API as the page's user; returns the id of today's entry. */
export async function writeSampleEntries(page) {
  const today = new Date();
  const daysAgo = (n) => new Date(today.getTime() - n * DAY_MS).toISOString().slice(0, 10);
  const lastYear = `${today.getFullYear() - 1}${daysAgo(0).slice(4)}`;
  const entries = [
    {
      date: lastYear,
      title: 'First week at the new job',
      body: 'Everything is unfamiliar, and that is fine.',
      tags: ['work'],
    },
    {
      date: daysAgo(3),
      title: 'A slow Sunday',
      body: 'Pancakes, a long walk by the river and an early night.',
      tags: ['rest', 'family'],
    },
    {
      date: daysAgo(1),
      title: 'Harbour walk',
      body: 'Saw the herons again by the old pier. The **kingfisher** was back too, diving twice.',
      tags: ['nature'],
    },
    {
      date: daysAgo(0),
      title: 'What I want to remember',
      body: 'Called Mum. Finished the draft. Said no to one thing, yes to another. A kingfisher on the way home.',
      tags: ['family', 'work'],
    },
  ];
  let todayId = '';
  for (const entry of entries) {
    const response = await page.request.post('/api/journal', { data: entry });
    if (!response.ok())
      throw new Error(`Could not write an entry: ${response.status()} ${await response.text()}`);
    todayId = (await response.json()).id;
  }
  return todayId;
}
