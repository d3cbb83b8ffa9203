// Every action in the browser: `npm run build && node bench/actions.mjs [repetitions]` (default
// 5). Starts the API with the built client on a fresh database, as `npm start` serves it, and the
// worker, makes one member with a realistic account (a year of published posts with statistics,
// drafts and posts waiting for approval), opens Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium) signed in, and times each action from the click to its result on screen:
// the saved text in the post's card, the post shown as scheduled, a carousel's slides drafted
// from a post (another each time), the carousel made and attached (the first since the server
// started in rows of its own), the approved post gone from the inbox, the schedule
// preview redrawn, the analytics of another period drawn, the settings saved. The time is taken
// in the page: from the click event to the first frame painted with the result (a check
// run before each frame), so the automation's own round trips are not counted. Prints the median
// and the slowest of each as a Markdown table. Sign-in is not timed: argon2 is slow on purpose.
/* global document, window, addEventListener -- used in functions that run in the page */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { apiClient, freshEnvironment, seedPublishedYear } from './support.mjs';

const require = createRequire(import.meta.url);
const { loadConfig, createLogger } = require('../server/dist/index.js');
const { startApi } = require('../server/dist/api.js');
const { startWorkers } = require('../worker/dist/worker.js');

const REPETITIONS = Number(process.argv[2] ?? 5);
const BROWSER_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Waits until `target` can be clicked (visible, enabled, no longer moving: a menu or dialog
 * still opening would otherwise count its animation), without clicking it.
 */
const ready = (target) => target.click({ trial: true });

/**
 * Times one action in the page: `act` clicks (and may wait for more), `shown` is a function
 * checked in the page before each frame is painted, with `arg`, true once the result is on
 * screen. The time runs from the click event to the first frame that shows the result.
 */
async function timed(page, act, shown, arg = null) {
  await page.evaluate(() => {
    window.benchClickedAt = undefined;
    performance.clearResourceTimings();
    addEventListener(
      'click',
      (event) => {
        window.benchClickedAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
  });
  // One function for the page, made of `shown` (run by the automation, not the page's own eval).
  const check = new Function(
    'arg',
    `return (${shown})(arg) && window.benchClickedAt !== undefined && performance.now();`,
  );
  const frame = page.waitForFunction(check, arg, { polling: 'raf', timeout: 15_000 });
  await act();
  const shownAt = await (await frame).jsonValue();
  const clickedAt = await page.evaluate(() => window.benchClickedAt);
  return shownAt - clickedAt;
}

/** In the page: whether a GraphQL answer has arrived since the click. */
const answeredSinceClick = () =>
  performance
    .getEntriesByType('resource')
    .some((entry) => entry.name.endsWith('/graphql') && entry.responseEnd > window.benchClickedAt);

const environment = await freshEnvironment();
const config = loadConfig({ ...environment.env, PORT: '0' });
const api = await startApi(config, createLogger('api', 'silent'));
// The worker writes the post the carousel is drafted from.
const workers = await startWorkers(config, createLogger('worker', 'silent'));
const userDataDir = mkdtempSync(path.join(tmpdir(), 'postpilot-actions-'));
const browser = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: BROWSER_FLAGS,
  viewport: { width: 1280, height: 900 },
  baseURL: api.url,
});
const times = new Map();
const record = (name, ms) => times.set(name, [...(times.get(name) ?? []), ms]);
try {
  const { post } = apiClient(api.url);
  const { token, user } = await post('/api/auth/register', {
    firstName: 'Bench',
    lastName: 'Mark',
    email: `bench-${Date.now()}@example.com`,
    password: 'Bench2026pw',
  });
  const db = api.infra.dataSource;
  await db.query('UPDATE users SET is_email_verified = true WHERE id = $1', [user.id]);
  await post(
    '/api/user/onboarding',
    {
      contentNiches: ['Leadership', 'Software Development'],
      personalContext: 'Engineering manager, ten years of shipping software.',
      targetAudience: 'Engineering leaders',
      timezone: 'Europe/London',
      tone: 'professional',
    },
    token,
  );
  await seedPublishedYear(db, user.id, 300, 30_000);
  // Drafts to edit and schedule, and posts waiting for approval, newest first on the page.
  await db.query(
    `INSERT INTO posts (user_id, content, status, tone, created_at, updated_at)
     SELECT $1, 'Draft ' || n || ': what a week of shipping taught our team about focus.',
            'draft', 'professional', now() + (100 - n) * interval '1 second', now()
       FROM generate_series(1, 30) AS n`,
    [user.id],
  );
  await db.query(
    `INSERT INTO posts (user_id, content, status, tone, scheduled_time, created_at, updated_at)
     SELECT $1, 'Waiting ' || n || ': three habits of teams that ship on Fridays.',
            'pending_approval', 'professional', now() + n * interval '1 day',
            now() - interval '2 hours', now() - interval '2 hours'
       FROM generate_series(1, $2::int) AS n`,
    [user.id, REPETITIONS + 5],
  );

  const page = await browser.newPage();
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);

  // Content: an inline edit saved, then a draft scheduled into the next free slot.
  await page.goto('/content');
  const cards = page.getByRole('region', { name: 'Your Posts' }).getByRole('listitem');
  await cards.first().waitFor();
  for (let n = 0; n < REPETITIONS; n++) {
    // By place: the card's text changes as it is edited. Draft 1 is the newest.
    const card = cards.nth(n);
    await card.getByRole('button', { name: 'Edit' }).click();
    const text = `Rewritten by hand, take ${n + 1}. #Craft`;
    await card.getByRole('textbox', { name: 'Post text' }).fill(text);
    await ready(card.getByRole('button', { name: 'Save' }));
    record(
      'Save an inline edit (Content)',
      await timed(
        page,
        () => card.getByRole('button', { name: 'Save' }).click(),
        (saved) =>
          [...document.querySelectorAll('[aria-label="Posts"] > li')].some(
            (item) =>
              item.textContent.includes(saved) &&
              [...item.querySelectorAll('button')].some((button) => button.textContent === 'Edit'),
          ),
        text,
      ),
    );
  }
  // The newest draft each time, from the Drafts list: it leaves the list, or shows its time.
  await page.getByRole('button', { name: 'Drafts', exact: true }).click();
  for (let n = 0; n < REPETITIONS; n++) {
    const text = (
      await cards
        .first()
        .getByText(/^(Rewritten|Draft) /)
        .textContent()
    ).trim();
    const card = cards.filter({ hasText: text });
    await card.getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog');
    await ready(dialog.getByRole('button', { name: 'Schedule', exact: true }));
    record(
      'Schedule a draft (Content)',
      await timed(
        page,
        () => dialog.getByRole('button', { name: 'Schedule', exact: true }).click(),
        (scheduled) => {
          const item = [...document.querySelectorAll('[aria-label="Posts"] > li')].find((each) =>
            each.textContent.includes(scheduled),
          );
          return !item || item.textContent.includes('Scheduled for ');
        },
        text,
      ),
    );
    await dialog.waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });
  }

  // Dashboard: approving the first post waiting for approval.
  await page.goto('/dashboard');
  const waiting = page
    .getByRole('region', { name: 'Waiting for your approval' })
    .getByRole('listitem');
  await waiting.first().waitFor();
  for (let n = 0; n < REPETITIONS; n++) {
    const before = await waiting.count();
    await ready(waiting.first().getByRole('button', { name: 'Approve' }));
    record(
      'Approve a post (Dashboard)',
      await timed(
        page,
        () => waiting.first().getByRole('button', { name: 'Approve' }).click(),
        (count) =>
          document.querySelectorAll('[aria-label="Waiting for your approval"] li').length < count,
        before,
      ),
    );
  }

  // Content: a carousel drafted from a post, then made into a PDF and attached. Each time from
  // another post, as a member's carousels are: a text is measured once (carousel/fonts.ts).
  const HABITS = [
    'Ship small: every change fits in one review.',
    'Write the rollback before the rollout.',
    'Read the metrics an hour later, not a week later.',
    'Keep the build under ten minutes.',
    'Pair on the scary migrations.',
    'Say no to the launch-day refactor.',
    'Name the owner of every alert.',
    'Demo on Thursday, release on Tuesday.',
  ];
  const carouselPost = (n) =>
    [
      `${['Three', 'Some', 'A few', 'The'][n % 4]} habits that made our releases calm.`,
      '',
      ...[0, 1, 2].map((k) => `${k + 1}. ${HABITS[(n * 3 + k) % HABITS.length]}`),
      '',
      ['Which one would you try first?', 'What would you add?'][n % 2],
    ].join('\n');
  const generated = page.getByRole('region', { name: 'Generated Content' });
  // The first carousel since the server started, timed in rows of its own (one more repetition
  // after it): the carousel maker's threads are made ready as the server starts.
  const firstSince = (n, action) =>
    n === 0 ? `${action}, the first since the server started (Content)` : `${action} (Content)`;
  for (let n = 0; n <= REPETITIONS; n++) {
    await page.goto('/content');
    await page.getByLabel('Topic').fill('Releases');
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await page.waitForFunction(() => Boolean(document.querySelector('#generated-text')?.value));
    await generated.getByRole('textbox', { name: 'Post text' }).fill(carouselPost(n));
    await generated.getByRole('button', { name: 'Document', exact: true }).click();
    await ready(generated.getByRole('button', { name: 'Make a carousel' }));
    record(
      firstSince(n, 'Draft a carousel from the post'),
      await timed(
        page,
        () => generated.getByRole('button', { name: 'Make a carousel' }).click(),
        () => {
          const label = [...document.querySelectorAll('label')].find((element) =>
            element.textContent.startsWith('Slide 1 title'),
          );
          return Boolean(label && document.getElementById(label.htmlFor)?.value);
        },
      ),
    );
    const dialog = page.getByRole('dialog', { name: 'Make a carousel' });
    await ready(dialog.getByRole('button', { name: 'Attach' }));
    record(
      firstSince(n, 'Make the carousel and attach it'),
      await timed(
        page,
        () => dialog.getByRole('button', { name: 'Attach' }).click(),
        () =>
          /\d+ pages/.test(
            document.querySelector('[role="group"][aria-label="Document file"]')?.textContent ?? '',
          ),
      ),
    );
  }

  // Schedule: Preview Schedule redraws the coming slots.
  await page.goto('/schedule');
  await page.getByRole('button', { name: 'Preview Schedule' }).waitFor();
  for (let n = 0; n < REPETITIONS; n++) {
    record(
      'Preview Schedule (Schedule)',
      await timed(
        page,
        () => page.getByRole('button', { name: 'Preview Schedule' }).click(),
        `() => (${answeredSinceClick})() && [...document.querySelectorAll('button')].some((button) => button.textContent === 'Preview Schedule' && !button.disabled)`,
      ),
    );
  }

  // Analytics: another period's report drawn.
  await page.goto('/analytics');
  await page.getByRole('combobox', { name: 'Period' }).waitFor();
  const periods = ['Last 3 months', 'Last year', 'Last 7 days', 'Last 30 days'];
  for (let n = 0; n < Math.max(REPETITIONS, periods.length); n++) {
    const label = periods[n % periods.length];
    await page.getByRole('combobox', { name: 'Period' }).click();
    await ready(page.getByRole('option', { name: label }));
    record(
      'Change the analytics period (Analytics)',
      await timed(
        page,
        () => page.getByRole('option', { name: label }).click(),
        (period) =>
          [...document.querySelectorAll('[role="combobox"]')].some((box) =>
            box.textContent.includes(period),
          ) && !document.querySelector('[role="progressbar"], [aria-label="Loading chart"]'),
        label,
      ),
    );
  }

  // Settings: a switch changed and saved.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Save Changes' }).waitFor();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  for (let n = 0; n < REPETITIONS; n++) {
    await page.getByRole('switch', { name: 'Email notifications' }).click();
    await ready(page.getByRole('button', { name: 'Save Changes' }));
    record(
      'Save settings (Settings)',
      await timed(
        page,
        () => page.getByRole('button', { name: 'Save Changes' }).click(),
        `() => (${answeredSinceClick})() && [...document.querySelectorAll('button')].some((button) => button.textContent === 'Save Changes')`,
      ),
    );
  }
} finally {
  await browser.close();
  rmSync(userDataDir, { recursive: true, force: true });
  await workers.stop();
  await api.stop();
  await environment.drop();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log('| action (click to result on screen) | times | median ms | slowest ms |');
console.log('| --- | --- | --- | --- |');
for (const [name, list] of times) {
  console.log(
    `| ${name} | ${list.length} | ${median(list).toFixed(0)} | ${Math.max(...list).toFixed(0)} |`,
  );
}
