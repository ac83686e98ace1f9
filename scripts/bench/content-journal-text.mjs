// The journal of `npm run bench:content`'s well-used account: entries put together from templates
// and word lists by a seeded generator, so words have realistic, uneven frequencies (some in most
// entries, many in a few) and every run writes the same journal.

const PEOPLE = [
  'my sister',
  'Mum',
  'Dad',
  'Sam',
  'Priya',
  'Tom',
  'my manager',
  'the neighbours',
  'Grandma',
  'Leo',
  'Anna',
  'an old school friend',
  'the kids',
  'my partner',
  'Jonas',
  'Aunt Ruth',
  'Marco',
  'the new intern',
  'Mei',
  'my brother',
  'Olivia',
  'the landlord',
  'Coach Dan',
  'Hannah',
  'Yusuf',
];
const PLACES = [
  'the river',
  'the park',
  'the office',
  'the gym',
  'the market',
  'the library',
  'the beach',
  'the hospital',
  'the corner café',
  'the garden',
  'the station',
  'the mountains',
  'church',
  'the lake',
  "my parents' house",
  'the bakery',
  'the climbing wall',
  'the museum',
  'the allotment',
  'the swimming pool',
  'the bookshop',
  'the forest trail',
  'the harbour',
  'the school gate',
  'the pub',
];
const ACTIVITIES = [
  'went for a long run',
  'walked for an hour',
  'cooked a slow dinner',
  'read half a novel',
  'painted for the first time in years',
  'cycled out and back',
  'swam forty lengths',
  'practised guitar',
  'baked sourdough',
  'repaired the bike',
  'wrote two letters',
  'studied Spanish',
  'did a yoga class',
  'planted tulip bulbs',
  'fixed the leaking tap',
  'played chess',
  'went bouldering',
  'sorted old photos',
  'meditated',
  'prayed quietly',
  'volunteered at the food bank',
  'watched a documentary about whales',
  'sketched the rooftops',
  'knitted a few rows',
  'hiked up the ridge',
  'sat with a cup of tea doing nothing',
  'cleaned out the shed',
  'listened to a podcast on stoicism',
  'went to a pottery class',
  'wrote in the morning pages',
];
const FEELINGS = [
  'anxious',
  'calm',
  'grateful',
  'tired',
  'restless',
  'hopeful',
  'proud',
  'lonely',
  'content',
  'overwhelmed',
  'energised',
  'irritable',
  'peaceful',
  'nostalgic',
  'curious',
  'frustrated',
  'relieved',
  'inspired',
  'sad',
  'joyful',
  'uneasy',
  'light',
  'scattered',
  'steady',
];
const WORK = [
  'the quarterly report',
  'the budget review',
  'a job interview',
  'the product launch',
  'the client presentation',
  'performance reviews',
  'the database migration',
  'an awkward email thread',
  'the hiring plan',
  'the conference talk',
  'the grant application',
  'a late invoice',
  'the team offsite',
  'the new roadmap',
  'on-call duty',
  'my tax return',
  'the kitchen renovation quote',
  'the thesis chapter',
];
const BODY = [
  'my knee',
  'a dull headache',
  'my lower back',
  'my shoulders',
  'a sore throat',
  'my sleep',
  'my stomach',
  'my eyes after the screen',
  'a stiff neck',
  'my breathing',
];
const FOOD = [
  'lentil soup',
  'a curry that was too spicy',
  'pancakes',
  'a big salad',
  'leftover pasta',
  'fish tacos',
  'roast vegetables',
  'ramen',
  'a picnic of bread and cheese',
  'takeaway pizza',
];
const TEMPLATES = [
  (r) => `This morning I ${r(ACTIVITIES)} near ${r(PLACES)}.`,
  (r) => `Spent the afternoon with ${r(PEOPLE)} at ${r(PLACES)} and came home ${r(FEELINGS)}.`,
  (r) => `Work was all about ${r(WORK)}; by evening I felt ${r(FEELINGS)}.`,
  (r) => `${cap(r(PEOPLE))} called about ${r(WORK)}, which left me ${r(FEELINGS)}.`,
  (r) => `I keep thinking about ${r(WORK)} and what it means for the rest of the year.`,
  (r) => `${cap(r(BODY))} has been bothering me again, so I went easy today.`,
  (r) => `Grateful for ${r(PEOPLE)}, who noticed I was ${r(FEELINGS)} and asked about it.`,
  (r) => `Dinner with ${r(PEOPLE)}: ${r(FOOD)}, and a long talk afterwards.`,
  (r) => `I slept badly and woke up ${r(FEELINGS)}; coffee helped a little.`,
  (r) => `After lunch I ${r(ACTIVITIES)}, which I should do more often.`,
  (r) => `Argued with ${r(PEOPLE)} about something small, then apologised.`,
  (r) => `Walked to ${r(PLACES)} in the rain and watched people hurry past.`,
  (r) => `A small win: I finally finished ${r(WORK)}.`,
  (r) => `Tomorrow I want to be less ${r(FEELINGS)} and more present with ${r(PEOPLE)}.`,
  (r) => `Read something today that made me rethink ${r(WORK)}.`,
  (r) => `Evening at ${r(PLACES)}; the light was soft and I felt ${r(FEELINGS)}.`,
  (r) => `Cooked ${r(FOOD)} for ${r(PEOPLE)} and nobody complained.`,
  (r) => `Took a break from the screen and ${r(ACTIVITIES)}.`,
];
const TITLES = [
  (r) =>
    `${cap(r(FEELINGS))} ${r(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])}`,
  (r) => `Notes on ${r(WORK)}`,
  (r) => `With ${r(PEOPLE)}`,
  (r) => `At ${r(PLACES)}`,
  (r) => `${cap(r(ACTIVITIES))}`,
];
const TAGS = [
  'family',
  'work',
  'health',
  'running',
  'gratitude',
  'sleep',
  'garden',
  'friends',
  'faith',
  'food',
  'travel',
  'money',
  'reading',
  'kids',
  'anxiety',
];
const cap = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** A small seeded generator (mulberry32), so every run writes the same journal. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` entries, each dated 1 to `days` days ago, with a title most of the time and up to three tags. */
export function journalEntries(count, days) {
  const random = seededRandom(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, () => {
    const sentences = Array.from({ length: 4 + Math.floor(random() * 18) }, () => pick(TEMPLATES)(pick));
    const paragraphs = [];
    for (let i = 0; i < sentences.length; i += 4) paragraphs.push(sentences.slice(i, i + 4).join(' '));
    return {
      daysAgo: 1 + Math.floor(random() * days),
      title: random() < 0.8 ? pick(TITLES)(pick) : null,
      body: paragraphs.join('\n\n'),
      tags: [...new Set(Array.from({ length: Math.floor(random() * 4) }, () => pick(TAGS)))],
    };
  });
}
